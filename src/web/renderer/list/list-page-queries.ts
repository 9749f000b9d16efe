/**
 * What a list page asks for as it opens, its rows, its filter form's lookups and the user's column choice, read from its manifest:
 * the page's hooks read these queries (kinds/list-page.tsx, use-list-controller.ts, the lookup widgets),
 * and the page's route loader asks for the same ones before the page is drawn (app/page-loader.ts).
 */
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { openingPageState } from '../../state/use-page-state.ts';
import type { CanSee } from '../can-see.ts';
import { listBody } from '../data/list-request.ts';
import { lookupQueryOptions, sourceQueryOptions } from '../data/use-source-query.ts';
import type { PlaceholderSource } from '../placeholders.ts';
import type { RouteParams } from '../use-route-params.ts';
import { columnPreferencesQueryOptions } from '../table/column-preferences-api.ts';
import { filtersToSend, listDefaults, listFilterForm, listUrlShape, type ListControllerOptions } from './use-list-controller.ts';

export type ListPageManifest = Extract<PageManifest, { kind: 'list' }>;

/** The list controller of a list page, its path placeholders filled from `context`. */
export function listPageController(page: ListPageManifest, context: readonly PlaceholderSource[]): ListControllerOptions {
  return {
    pageId: page.id,
    source: page.source,
    filters: page.filters,
    defaultSort: page.defaultSort,
    pageSize: page.pageSize?.default,
    pageSizes: page.pageSize?.options,
    columns: page.columns,
    context,
  };
}

/** The queries of the list page opened at `search` (with route `params`): its rows as its first draw asks for them, and its lookups. */
export function listPageQueries(page: ListPageManifest, { canSee, params, search }: { canSee: CanSee; params: RouteParams; search: string }) {
  const { source, filters, ...options } = listPageController(page, [params]);
  // The user's column choice, so the table is first drawn with it.
  const lookups = [...Object.values(filters?.lookups ?? {}).map((lookup) => lookupQueryOptions(lookup.source)), columnPreferencesQueryOptions(page.id)];
  if (!source) return lookups;
  const state = openingPageState(options.pageId, search, listDefaults({ filters, ...options }), listUrlShape({ filters, ...options }));
  const body = listBody(source, state, filtersToSend(state.filters, listFilterForm(filters, canSee)));
  return [sourceQueryOptions(source, options.context, { body }), ...lookups];
}
