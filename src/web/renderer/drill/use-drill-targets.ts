/**
 * The list pages a screen's drills open, for the user looking at it: only those the user may open
 * (the page's route guard, as the router applies it), once their manifests have loaded; a drill to
 * any other page draws no link.
 */
import { useQueries } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context.tsx';
import { mayOpen } from '../../manifests/page-route.ts';
import { pageRouteById } from '../../manifests/page-routes.ts';
import { pageManifestQuery } from '../page-manifest-query.ts';
import type { ListPage } from './drill-href.ts';

export function useDrillTargets(pageIds: readonly string[]): ReadonlyMap<string, ListPage> {
  const { permissions } = useAuth();
  const allowed = [...new Set(pageIds)].filter((id) => {
    const route = pageRouteById(id);
    return route !== undefined && mayOpen(route, permissions);
  });
  const pages = useQueries({ queries: allowed.map((id) => pageManifestQuery(id)) });
  const lists = new Map<string, ListPage>();
  for (const { data: page } of pages) if (page?.kind === 'list') lists.set(page.id, page);
  return lists;
}
