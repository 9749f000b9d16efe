/**
 * The page the browser opened starts loading with the app, in parallel with the sign-in round trips,
 * instead of after them: its manifest and its kind's chunk at once, and for a list page its first
 * requests as soon as sign-in ends (a reload of a list asks for its rows before the app is drawn).
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { loadPageManifest, pageRoutes } from '../manifests/page-routes.ts';
import { type PageRoute, mayOpen } from '../manifests/page-route.ts';
import { canSeeWith } from '../renderer/can-see.ts';
import { preloadPage } from '../renderer/page-renderer.tsx';
import type { RouteParams } from '../renderer/use-route-params.ts';
import { startBoot } from './boot.ts';

const routes = pageRoutes.map((page) => ({ path: page.path, page }));

/**
 * Settles, never failing, once the opened page's first answer is in (at once for a page that asks
 * nothing ahead); a page whose code or manifest failed to load says so when it is drawn.
 */
export function preloadCurrentPage(queryClient: QueryClient): Promise<void> {
  const match = matchRoutes(routes, window.location.pathname)?.[0];
  if (!match) return Promise.resolve();
  const { page } = match.route;
  void preloadPage(page);
  if (page.kind !== 'list') return Promise.resolve();
  return requestListAfterSignIn(queryClient, page, match.params, window.location.search).catch(() => undefined);
}

async function requestListAfterSignIn(queryClient: QueryClient, route: PageRoute, params: RouteParams, search: string): Promise<void> {
  const [outcome, page, { prefetchListPage }] = await Promise.all([startBoot(), loadPageManifest(route.id), import('../renderer/list/list-page-requests.ts')]);
  if (outcome.kind !== 'ready' || page.kind !== 'list') return;
  const { permissions } = outcome.session;
  if (!mayOpen(route, permissions)) return;
  await prefetchListPage(queryClient, page, { canSee: canSeeWith(permissions), params, search });
}
