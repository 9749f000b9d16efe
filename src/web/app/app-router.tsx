/**
 * The router (React Router's data mode), made as the app's code starts (render-app.tsx): the opened
 * page's loader loads its code and manifest at once and waits for the user's session before its
 * guard and requests (page-loader.ts). It is drawn once the boot has that session (app.tsx).
 */
import { type Location, createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './app-routes.tsx';
import type { PageLoaderContext } from './page-loader.ts';

export type Router = ReturnType<typeof createBrowserRouter>;

const pathAndSearch = ({ pathname, search }: Pick<Location, 'pathname' | 'search'>) => `${pathname}${search}`;

/** The app's router over the browser's history (`create`: another kind of router, e.g. a test's memory router). */
export function createAppRouter(
  context: Omit<PageLoaderContext, 'showing'>,
  create: (routes: ReturnType<typeof appRoutes>) => Router = createBrowserRouter,
): Router {
  // Asked by a loader while the router navigates: the location it shows is still the one it leaves.
  // (Loaders may run as the router is made, before it is returned: hence the holder.)
  const made: { router?: Router } = {};
  const showing = (url: URL) => made.router?.state.initialized === true && pathAndSearch(made.router.state.location) === pathAndSearch(url);
  return (made.router = create(appRoutes({ ...context, showing })));
}
