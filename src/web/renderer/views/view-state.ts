/**
 * A saved view's state (`estado`) made from a page, and applied back to it. A view outlives the
 * manifest it was saved under: a filter, column or sort field it names may since have been removed.
 * Applying keeps what the page still has and reports, by the labels the view kept when saved, what
 * it dropped, so the user reads "Filtro “Status antigo”" rather than a field name. Pure.
 */
import type { ColumnPreferences, ViewState } from '../../../shared/api/saved-view.schema.ts';
import type { PageState } from '../../state/page-state-cache.ts';

/** What a page offers now, each name with the label the user knows it by. */
export interface ViewTarget {
  /** Filters of the page's form the user may use: name → label. */
  filters: ReadonlyMap<string, string>;
  /** Fields the page may be sorted by: field → label (empty: a page without sort). */
  sortable: ReadonlyMap<string, string>;
  /** Columns the user may see: field → label (undefined: a page without columns to choose). */
  columns?: ReadonlyMap<string, string>;
  /** Page sizes offered (undefined: any). */
  pageSizes?: readonly number[];
}

export interface DroppedField {
  kind: 'Filtro' | 'Coluna' | 'Ordenação';
  label: string;
}

export interface OpenedView {
  /** The page state to show: the view's where the page still has it, the page's defaults elsewhere, on the first page. */
  state: PageState;
  /** The view's column choice, when it kept one and the page has columns. */
  columns?: ColumnPreferences;
  dropped: DroppedField[];
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** What a page has to keep: its filters, and its sort, page size and map position when it has them (a dashboard has filters alone). */
export type KeptState = Pick<PageState, 'filters'> & Partial<Omit<PageState, 'filters'>>;

/** The state a view keeps of `state` (and of the page's column choice), with the labels of what it names. */
export function viewStateOf(state: KeptState, target: ViewTarget, columns?: ColumnPreferences): ViewState {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, value]) => isSet(value)));
  const hidden = new Set(columns?.hidden);
  const labels: Record<string, string> = {};
  const label = (key: string, text: string | undefined) => {
    if (text !== undefined) labels[key] = text;
  };
  Object.keys(filters).forEach((name) => label(`filter:${name}`, target.filters.get(name)));
  state.sort?.forEach(({ field }) => label(`sort:${field}`, target.sortable.get(field)));
  columns?.order.filter((field) => !hidden.has(field)).forEach((field) => label(`column:${field}`, target.columns?.get(field)));
  return {
    filters,
    ...(state.sort && { sort: state.sort.map(({ field, direction }) => ({ field, direction })) }),
    ...(state.pageSize !== undefined && { pageSize: state.pageSize }),
    ...(columns && { columns }),
    ...(state.map && { map: state.map }),
    labels,
  };
}

/** `estado` applied to a page that offers `target` and starts from `defaults`; what it names that the page no longer has is dropped and listed. */
export function openView(estado: ViewState, target: ViewTarget, defaults: PageState): OpenedView {
  const dropped: DroppedField[] = [];
  const drop = (kind: DroppedField['kind'], prefix: string, name: string) => dropped.push({ kind, label: estado.labels?.[`${prefix}:${name}`] ?? name });

  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(estado.filters)) {
    if (target.filters.has(name)) filters[name] = value;
    else drop('Filtro', 'filter', name);
  }
  const sort = (estado.sort ?? []).filter(({ field }) => target.sortable.has(field));
  (estado.sort ?? []).filter(({ field }) => !target.sortable.has(field)).forEach(({ field }) => drop('Ordenação', 'sort', field));
  // A view without sort (a dashboard's) or whose every sort field is gone sorts as the page does.
  const sorted = sort.length > 0 || estado.sort?.length === 0 ? sort : defaults.sort;
  if (estado.columns && target.columns) {
    const hidden = new Set(estado.columns.hidden);
    estado.columns.order.filter((field) => !hidden.has(field) && !target.columns!.has(field)).forEach((field) => drop('Coluna', 'column', field));
  }
  const pageSize = estado.pageSize !== undefined && (target.pageSizes ?? [estado.pageSize]).includes(estado.pageSize) ? estado.pageSize : defaults.pageSize;

  return {
    state: { filters, sort: sorted, page: 1, pageSize, ...(estado.map && { map: estado.map }) },
    ...(estado.columns && target.columns && { columns: estado.columns }),
    dropped,
  };
}

/** The notice for a view opened without some of its fields; undefined when nothing was dropped. */
export function droppedNotice(viewName: string, dropped: readonly DroppedField[]): string | undefined {
  if (dropped.length === 0) return undefined;
  return `A visão “${viewName}” usa campos que não existem mais: ${dropped.map(({ kind, label }) => `${kind} “${label}”`).join(', ')}.`;
}
