/**
 * The page the browser opened starts loading with the app, in parallel with the sign-in round trips,
 * instead of after them: its manifest and its kind's chunk at once, and for a list page its first
 * requests as soon as the session is known (a reloaded tab's before keycloak-js has confirmed it; see
 * boot.ts), so a reloaded list has its rows when the app is first drawn.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { loadPageManifest, pageRoutes } from '../manifests/page-routes.ts';
import { type PageRoute, mayOpen } from '../manifests/page-route.ts';
import { canSeeWith } from '../renderer/can-see.ts';
import { preloadPage } from '../renderer/page-renderer.tsx';
import type { RouteParams } from '../renderer/use-route-params.ts';
import { firstSession } from './boot.ts';
import { withinFirstAnswerWait } from './first-answer.ts';

const routes = pageRoutes.map((page) => ({ path: page.path, page }));

/**
 * Settles, never failing, once the opened page's first answer is in: true when it is data (the API
 * accepted the session's token) and came within the first draw's wait of being asked (first-answer.ts); false otherwise,
 * at once for a page that asks nothing ahead. A page whose code or manifest failed to load says so
 * when it is drawn.
 */
export function preloadCurrentPage(queryClient: QueryClient): Promise<boolean> {
  const match = matchRoutes(routes, window.location.pathname)?.[0];
  if (!match) return Promise.resolve(false);
  const { page } = match.route;
  void preloadPage(page);
  if (page.kind !== 'list') return Promise.resolve(false);
  return requestListAfterSignIn(queryClient, page, match.params, window.location.search).catch(() => false);
}

async function requestListAfterSignIn(queryClient: QueryClient, route: PageRoute, params: RouteParams, search: string): Promise<boolean> {
  const [session, page, { prefetchListPage }] = await Promise.all([firstSession(), loadPageManifest(route.id), import('../renderer/list/list-page-requests.ts')]);
  if (!session || page.kind !== 'list' || !mayOpen(route, session.permissions)) return false;
  const answered = prefetchListPage(queryClient, page, { canSee: canSeeWith(session.permissions), params, search });
  return withinFirstAnswerWait(answered);
}
