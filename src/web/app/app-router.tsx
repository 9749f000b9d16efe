/**
 * The router (React Router's data mode), made once the user is signed in, so that every route
 * loader runs with the session (app-routes.tsx, page-loader.ts). keycloak-js's confirmation of a
 * resumed session waits until the opened page has been drawn (boot.ts: confirmSession).
 */
import { useEffect, useState } from 'react';
import { type Location, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.tsx';
import { appRoutes } from './app-routes.tsx';
import type { PageLoaderContext } from './page-loader.ts';
import { confirmSession } from './boot.ts';

type Router = ReturnType<typeof createBrowserRouter>;

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

/** Runs `then` once, after the frame that first draws the router's opened page. */
function afterFirstPage(router: Router, then: () => void): () => void {
  const run = () => requestAnimationFrame(() => setTimeout(then));
  if (router.state.initialized) {
    run();
    return () => undefined;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    run();
  });
  return stop;
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const { permissions } = useAuth();
  const [router] = useState(() => createAppRouter({ queryClient, permissions }));
  useEffect(() => afterFirstPage(router, confirmSession), [router]);
  return <RouterProvider router={router} />;
}
