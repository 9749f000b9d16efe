/**
 * What a list page asks for as it opens, its rows and its filter form's lookups, read from its manifest:
 * the page draws with it (kinds/list-page.tsx), and a reload of the page sends the same requests, under
 * the same query keys, as soon as sign-in ends, while the app's frame is still being drawn
 * (app/opened-page-requests.ts), so the page's first draw finds them answered or on their way.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiSource, PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { urlFields } from '../../state/page-state-url.ts';
import { openingPageState } from '../../state/use-page-state.ts';
import type { CanSee } from '../can-see.ts';
import { listBody } from '../data/list-request.ts';
import { prefetchLookups, prefetchSource } from '../data/use-source-query.ts';
import type { PlaceholderSource } from '../placeholders.ts';
import type { RouteParams } from '../use-route-params.ts';
import { filtersToSend, listDefaults, listFilterForm, type ListControllerOptions } from './use-list-controller.ts';

export type ListPageManifest = Extract<PageManifest, { kind: 'list' }>;

/** The list controller of a list page, its path placeholders filled from `context`. */
export function listPageController(page: ListPageManifest, context: readonly PlaceholderSource[]): ListControllerOptions {
  return { pageId: page.id, source: page.source, filters: page.filters, defaultSort: page.defaultSort, pageSize: page.pageSize?.default, context };
}

/** The sources of the filter form's lookups (select options). */
export function lookupSources(page: ListPageManifest): ApiSource[] {
  return Object.values(page.filters?.lookups ?? {}).map((lookup) => lookup.source);
}

/**
 * Sends the requests of the page opened at `search` (with route `params`) as its first draw would;
 * settles once its rows are answered: true when they are rows (not an error).
 */
export function prefetchListPage(
  client: QueryClient,
  page: ListPageManifest,
  { canSee, params, search }: { canSee: CanSee; params: RouteParams; search: string },
): Promise<boolean> {
  const rows = prefetchRows(client, listPageController(page, [params]), canSee, search);
  prefetchLookups(client, lookupSources(page));
  return rows;
}

function prefetchRows(client: QueryClient, { source, filters, ...options }: ListControllerOptions, canSee: CanSee, search: string): Promise<boolean> {
  if (!source) return Promise.resolve(false);
  const state = openingPageState(options.pageId, search, listDefaults({ filters, ...options }), urlFields(filters?.schema));
  return prefetchSource(client, source, options.context, { body: listBody(source, state, filtersToSend(state.filters, listFilterForm(filters, canSee))) });
}
