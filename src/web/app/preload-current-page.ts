/**
 * The page the browser opened (its manifest and its kind's chunk) starts loading with the app, in parallel with the
 * sign-in round trips, instead of after them (bench:render, navigation to a list page).
 */
import { matchRoutes } from 'react-router-dom';
import { pageRoutes } from '../manifests/page-routes.ts';
import { preloadPage } from '../renderer/page-renderer.tsx';

const routes = pageRoutes.map((page) => ({ path: page.path, page }));

export function preloadCurrentPage(): void {
  const page = matchRoutes(routes, window.location.pathname)?.[0]?.route.page;
  if (page) void preloadPage(page);
}
