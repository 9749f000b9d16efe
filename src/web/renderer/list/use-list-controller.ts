/**
 * A list's behaviour without its markup: the filter form's applied and pending searches, sort and
 * paging, kept as the page state (under the URL's `sid` and readably in the URL), the request made
 * of them, its answer and total, and the body Exportar sends. The list page and the vehicle map
 * draw it in their own way.
 */
import { useCallback, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiSource, PageFilters } from '../../../shared/manifest/manifest-types.ts';
import { enumManifests } from '../../manifests/enum-manifests.ts';
import type { PageState, SortKey } from '../../state/page-state-cache.ts';
import { type LinkProblem, urlShape, type UrlShape } from '../../state/page-state-url.ts';
import { type PageStateHandle, usePageState } from '../../state/use-page-state.ts';
import { listBody, readListAnswer } from '../data/list-request.ts';
import { useSourceQuery } from '../data/use-source-query.ts';
import type { FilterFormProps } from '../filters/filter-form.tsx';
import { filterFieldError } from '../filters/filter-error.ts';
import { usePendingSearch } from '../filters/pending-search.ts';
import { cleanFilters, prepareFilterForm, type PreparedFilterForm } from '../filters/prepare-filter-form.ts';
import type { PlaceholderSource } from '../placeholders.ts';
import { type CanSee, useCanSee } from '../use-can.ts';

export const defaultPageSize = 25;

export interface ListControllerOptions {
  /** Names the page's saved states. */
  pageId: string;
  source: ApiSource | undefined;
  filters: PageFilters | undefined;
  defaultSort?: readonly SortKey[];
  pageSize?: number;
  /** The page sizes offered (only the default one when not given, as the pager offers). */
  pageSizes?: readonly number[];
  /** The list's columns: a link may sort by the sortable ones (none given: a map, sorted by nothing, takes any sort). */
  columns?: readonly { field: string; sortable?: boolean }[];
  /** Placeholder sources of the source's path (route parameters). */
  context: readonly PlaceholderSource[];
  /** The request body for a state and the filters to send (the generic list contract unless given). */
  request?: (state: PageState, filters: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

/** What the filter form needs, bar the manifest's `filters`. */
export type ListFilterForm = Omit<FilterFormProps, 'filters'>;

export interface ListController<Answer, Item> {
  state: PageState;
  update: PageStateHandle['update'];
  defaults: PageState;
  /** Undefined when the page has no filters. */
  form: ListFilterForm | undefined;
  query: UseQueryResult<Answer>;
  /** The answer's rows (none for an answer that is not a list). */
  rows: Item[];
  /** Undefined until the first answer. */
  total: number | undefined;
  setSort: (sort: SortKey[]) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Exportar's body: the filters and sort as of its press, a search submitted just before it applied. */
  exportBody: () => Promise<Readonly<Record<string, unknown>>>;
  /** What the page's URL asks that the list cannot do (page-state-url.ts). */
  linkProblems: LinkProblem[];
  /** The query of a link reproducing the list as of its call, a search submitted just before it applied; undefined when too long for a link. */
  linkQuery: () => Promise<string | undefined>;
}

const noFilters: Record<string, unknown> = {};

/** The filter form of a list's filters as the user may use it (none for a list without filters). */
export function listFilterForm(filters: PageFilters | undefined, canSee: CanSee): PreparedFilterForm | undefined {
  return filters ? prepareFilterForm(filters, canSee, enumManifests) : undefined;
}

/** The filters a request sends for the form's values: cleaned, with the fixed ones (none for a list without a form). */
export function filtersToSend(values: Readonly<Record<string, unknown>>, prepared: PreparedFilterForm | undefined): Record<string, unknown> {
  return prepared ? cleanFilters(values, prepared) : noFilters;
}

/** The state of a list before any search: the filters' defaults, the first page, the default sort. */
export function listDefaults({ filters, pageSize, defaultSort }: Pick<ListControllerOptions, 'filters' | 'pageSize' | 'defaultSort'>): PageState {
  return { filters: { ...(filters?.defaults ?? {}) }, page: 1, pageSize: pageSize ?? defaultPageSize, sort: [...(defaultSort ?? [])] };
}

/** What the URL of a list may carry: its filters, a sort by its sortable columns, one of its page sizes. */
export function listUrlShape({
  filters,
  columns,
  pageSize,
  pageSizes,
}: Pick<ListControllerOptions, 'filters' | 'columns' | 'pageSize' | 'pageSizes'>): UrlShape {
  if (!columns) return urlShape(filters?.schema);
  const sortable = columns.filter((column) => column.sortable === true).map((column) => column.field);
  return urlShape(filters?.schema, { sortable, pageSizes: pageSizes ?? [pageSize ?? defaultPageSize] });
}

/** A new search starts at the first page, and a map at its new results (a saved position was for others). */
function searched(state: PageState, filters: Record<string, unknown>): PageState {
  const { map: _position, ...rest } = state;
  return { ...rest, filters, page: 1 };
}

export function useListController<Answer = unknown, Item = Readonly<Record<string, unknown>>>({
  pageId,
  source,
  filters,
  defaultSort,
  pageSize,
  pageSizes,
  columns,
  context,
  request,
}: ListControllerOptions): ListController<Answer, Item> {
  const canSee = useCanSee();
  const defaults = useMemo(() => listDefaults({ filters, pageSize, defaultSort }), [filters, pageSize, defaultSort]);
  const inUrl = useMemo(() => listUrlShape({ filters, columns, pageSize, pageSizes }), [filters, columns, pageSize, pageSizes]);
  const { state, visit, update, latest, linkProblems, linkQuery } = usePageState(pageId, defaults, inUrl);
  const pending = usePendingSearch();

  const prepared = useMemo(() => listFilterForm(filters, canSee), [filters, canSee]);
  // The filters to send for a page state, cleaned once per state (the list and Exportar ask for the same one).
  const sentFor = useMemo(() => {
    const cleaned = new WeakMap<object, Record<string, unknown>>();
    return (values: Readonly<Record<string, unknown>>) => {
      if (!cleaned.has(values)) cleaned.set(values, filtersToSend(values, prepared));
      return cleaned.get(values)!;
    };
  }, [prepared]);
  const sent = sentFor(state.filters);
  const body = source ? (request ?? ((current, values) => listBody(source, current, values)))(state, sent) : undefined;
  const query = useSourceQuery<Answer>(source, context, { body, keepPrevious: true });
  const answer = useMemo(() => readListAnswer<Item>(query.data), [query.data]);
  const fieldErrors = useMemo(() => filterFieldError(query.error, prepared), [query.error, prepared]);

  const search = useCallback((values: Record<string, unknown>) => update((current) => searched(current, values)), [update]);
  const clear = useCallback(() => update((current) => searched(current, { ...defaults.filters })), [update, defaults]);
  const setSort = useCallback((sort: SortKey[]) => update((current) => ({ ...current, sort, page: 1 })), [update]);
  const setPage = useCallback((page: number) => update((current) => ({ ...current, page })), [update]);
  const setPageSize = useCallback((size: number) => update((current) => ({ ...current, pageSize: size, page: 1 })), [update]);
  const exportBody = useCallback(async () => {
    await pending.settled();
    const current = latest();
    return { filters: sentFor(current.filters), sort: current.sort };
  }, [pending, latest, sentFor]);
  const shareQuery = useCallback(async () => {
    await pending.settled();
    return linkQuery();
  }, [pending, linkQuery]);

  const form = useMemo<ListFilterForm | undefined>(
    () =>
      prepared && {
        prepared,
        applied: state.filters,
        visit,
        defaults: defaults.filters,
        onSearch: search,
        onClear: clear,
        pending,
        fieldErrors,
      },
    [prepared, state.filters, visit, defaults.filters, search, clear, pending, fieldErrors],
  );

  return {
    state,
    update,
    defaults,
    form,
    query,
    rows: answer.items,
    total: query.data === undefined ? undefined : answer.total,
    setSort,
    setPage,
    setPageSize,
    exportBody,
    linkProblems,
    linkQuery: shareQuery,
  };
}
