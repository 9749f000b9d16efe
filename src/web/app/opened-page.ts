/**
 * The page the browser opened, matched as the app's code starts to run, and its manifest and its
 * kind's code asked for then. render-app.tsx imports this module before any other: the app's chunk
 * takes some 60 ms of the main thread to run, and the page's code, asked for at its start rather than
 * at its end, is parsed (off the main thread) meanwhile.
 */
import { matchRoutes } from 'react-router-dom';
import { pageRoutes } from '../manifests/page-routes.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { preloadPage } from '../renderer/page-code.ts';
import type { RouteParams } from '../renderer/use-route-params.ts';

function matchOpenedPage(): { route: PageRoute; params: RouteParams } | undefined {
  const match = matchRoutes(
    pageRoutes.map((page) => ({ path: page.path, page })),
    window.location.pathname,
  )?.[0];
  return match && { route: match.route.page, params: match.params };
}

export const openedPage = matchOpenedPage();
if (openedPage) void preloadPage(openedPage.route);
