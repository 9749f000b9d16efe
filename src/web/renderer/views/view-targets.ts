/** What each kind of page offers a saved view (view-state.ts's ViewTarget), and whether its URL already carries a state. */
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import type { PageState } from '../../state/page-state-cache.ts';
import { viewParam } from '../../state/use-page-state.ts';
import type { PreparedFilterForm } from '../filters/prepare-filter-form.ts';
import type { ViewTarget } from './view-state.ts';

/** The filters of a filter form the user may use, each with its title. */
export function formFilters(prepared: PreparedFilterForm | undefined): Map<string, string> {
  const properties = (prepared?.schema.properties ?? {}) as Record<string, { title?: unknown } | boolean>;
  return new Map(
    (prepared?.fields ?? []).map((name) => {
      const property = properties[name];
      return [name, typeof property === 'object' && typeof property.title === 'string' ? property.title : name];
    }),
  );
}

/** A list page's target: its form's filters, its sortable columns (and default sort), its columns, its page sizes. */
export function listViewTarget(
  columns: readonly ValueDisplay[],
  prepared: PreparedFilterForm | undefined,
  defaults: PageState,
  pageSizes: readonly number[],
): ViewTarget {
  const sortable = new Map(defaults.sort.map(({ field }) => [field, field]));
  for (const column of columns) if (column.sortable) sortable.set(column.field, column.label);
  return { filters: formFilters(prepared), sortable, columns: new Map(columns.map((column) => [column.field, column.label])), pageSizes };
}

/** The saved view a URL names (`?view=<id>`), if any. */
export function viewIdIn(params: URLSearchParams): number | undefined {
  const text = params.get(viewParam);
  return text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
}
