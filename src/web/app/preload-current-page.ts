/**
 * The chunk of the page the browser opened starts loading with the app, in parallel with the
 * sign-in round trips, instead of after them (bench:render, navigation to a list page).
 */
import { matchRoutes } from 'react-router-dom';
import { pageManifests } from '../manifests/manifests.ts';
import { preloadPageKind } from '../renderer/page-renderer.tsx';

const routes = pageManifests.map((page) => ({ path: page.path, page }));

export function preloadCurrentPage(): void {
  const page = matchRoutes(routes, window.location.pathname)?.[0]?.route.page;
  if (page) preloadPageKind(page);
}
