import { queryOptions } from '@tanstack/react-query';
import type { PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { loadPageManifest, pageRouteById } from '../manifests/page-routes.ts';

/**
 * A page's whole manifest as a query: a page route's loader asks for it (app/page-loader.ts), with a
 * details page's `rowActionsOf` list, whose row actions the details page reads from it.
 */
export function pageManifestQuery(id: string) {
  return queryOptions({ queryKey: ['page-manifest', id], queryFn: () => loadPageManifest(id), staleTime: Infinity });
}

/** The list page whose row actions a details page shows (`rowActionsOf`): none when its feature toggle turned it off. */
export function rowActionsPage(page: Extract<PageManifest, { kind: 'details' }>): PageRoute | undefined {
  return page.rowActionsOf === undefined ? undefined : pageRouteById(page.rowActionsOf);
}
