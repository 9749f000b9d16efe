/**
 * The queries a page's first draw reads, from its manifest and its URL: a page route's loader asks
 * for them before the page is drawn (app/page-loader.ts), under the same keys its hooks use.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { CanSee } from './can-see.ts';
import { sourceQueryOptions } from './data/use-source-query.ts';
import { listPageQueries } from './list/list-page-queries.ts';
import { pageManifestQuery, rowActionsPage } from './page-manifest-query.ts';
import type { RouteParams } from './use-route-params.ts';

export interface PageQueryContext {
  canSee: CanSee;
  params: RouteParams;
  search: string;
}

/** A details page's record (its frame's title names it too) and the list page whose row actions it shows; a list's rows and lookups. */
export function pageQueries(page: PageManifest, context: PageQueryContext): FetchQueryOptions[] {
  switch (page.kind) {
    case 'list':
      return listPageQueries(page, context) as FetchQueryOptions[];
    case 'details': {
      const record = sourceQueryOptions(page.source, [context.params]);
      const actionsOf = rowActionsPage(page);
      return [...(record.enabled ? [record] : []), ...(actionsOf ? [pageManifestQuery(actionsOf.id)] : [])] as FetchQueryOptions[];
    }
    default:
      return [];
  }
}
