/**
 * The app's routes, built from the page manifests: one route per page under the app's layout, any
 * other path to /notfound. Each page route's `lazy` loads its kind's code while its loader
 * (page-loader.ts) checks the guard and asks for the page's manifest and first requests.
 */
import { type RouteObject, type ShouldRevalidateFunction, replace, useLoaderData } from 'react-router-dom';
import { pageRoutes } from '../manifests/page-routes.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { type AnyKind, loadKind } from '../renderer/page-code.ts';
import { PageView } from '../renderer/page-renderer.tsx';
import { BootLoading } from './boot-screen.tsx';
import { type PageData, type PageLoaderContext, pageLoader } from './page-loader.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const notFoundPath = '/notfound';

/** A page route's component: the page its loader read, drawn afresh on each visit to the URL already shown. */
function routeComponent(Kind: AnyKind) {
  return function RoutePage() {
    const { page, visit } = useLoaderData() as PageData;
    return <PageView key={`${page.id}:${visit}`} page={page} Kind={Kind} />;
  };
}

/**
 * A page's loader runs as the page is entered, or reloaded (a link to the URL shown). A change of the
 * search alone is the page's own state (its filters, sort, page, written in the URL): the page asks
 * for it as it draws it, so the loader does not ask again.
 */
const enteredOrReloaded: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate && (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search);

function pageRoute(route: PageRoute, context: PageLoaderContext): RouteObject {
  return {
    id: route.id,
    path: route.path,
    loader: pageLoader(route, context),
    shouldRevalidate: enteredOrReloaded,
    lazy: async () => ({ Component: routeComponent(await loadKind(route.kind)) }),
  };
}

export function appRoutes(context: PageLoaderContext): RouteObject[] {
  return [
    {
      Component: RootLayout,
      // Until the opened page's loader is done: the boot's own loading screen goes on.
      HydrateFallback: BootLoading,
      errorElement: <RouteError />,
      children: [...pageRoutes.map((route) => pageRoute(route, context)), { path: '*', loader: () => replace(notFoundPath) }],
    },
  ];
}
