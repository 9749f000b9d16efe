/**
 * The link of a figure to the list of the records it counts (`drill`: a dashboard's figure, a count
 * cell of a form's result table): the list's filters filled from the filters the figure was computed
 * with and from the row the figure sits on, written by the list's own URL writer (page-state-url.ts),
 * so the link means exactly what the list reads from it. Pure: the drill tests prove, for every drill
 * of the manifests, that the list's total is the figure.
 */
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { readField } from '../field-path.ts';
import { listPageController, type ListPageManifest } from '../list/list-page-queries.ts';
import { listDefaults, listUrlShape } from '../list/use-list-controller.ts';
import { linkQuery, type UrlField } from '../../state/page-state-url.ts';
import { bucketRange } from './drill-bucket.ts';

export type ListPage = ListPageManifest;
export type DrillSpec = NonNullable<ValueDisplay['drill']>;
export type DrillValue = DrillSpec['params'][string];
type Row = Readonly<Record<string, unknown>>;

/**
 * The filters the figures were computed with, by name (`{"filter": name}` reads them): a dashboard's
 * period shown (dataInicio, dataFim: the server's default until one is picked) and region picked; a
 * report's submitted form.
 */
export type DrillContext = Readonly<Record<string, unknown>>;

type Range = { from: string | number; to?: string | number };

const lastDayOfMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The days a period source stands for: the month is cut to the dashboard's period, as its figures are. */
function periodOf(source: Extract<DrillValue, { period: string }>, context: DrillContext, row: Row | undefined): Range | undefined {
  const [dataInicio, dataFim] = [context.dataInicio, context.dataFim];
  if (typeof dataInicio !== 'string' || typeof dataFim !== 'string') return undefined;
  if (source.period === 'whole') return { from: dataInicio, to: dataFim };
  const value = readField(row, source.row ?? '');
  if (typeof value !== 'string') return undefined;
  if (source.period === 'day') return { from: value, to: value };
  const [first, last] = [`${value}-01`, lastDayOfMonth(value)];
  return { from: first > dataInicio ? first : dataInicio, to: last < dataFim ? last : dataFim };
}

/** A range in the ends the list's range filter names (from..to, min..max); an open end is left out. */
function asRange(range: Range | undefined, field: UrlField): Record<string, unknown> | undefined {
  if (!range || typeof field !== 'object') return undefined;
  return { [field.range[0]]: range.from, ...(range.to === undefined ? {} : { [field.range[1]]: range.to }) };
}

/** One filter's value as the list's form holds it, or undefined when its source is empty (the filter is left out). */
function filterValue(source: DrillValue, field: UrlField, context: DrillContext, row: Row | undefined): unknown {
  if ('period' in source) return asRange(periodOf(source, context, row), field);
  if ('bucket' in source) return asRange(bucketRange(typeof source.bucket === 'string' ? source.bucket : readField(row, source.bucket.row)), field);
  const value = 'value' in source ? source.value : 'filter' in source ? context[source.filter] : readField(row, source.row);
  if (value === undefined || value === null || value === '') return undefined;
  if (field === 'list') return Array.isArray(value) ? value : [value];
  // A range the source page applied ({from, to}, a report's period) under the list's own end names.
  if (typeof field === 'object' && typeof value === 'object') {
    const range = value as Partial<Range>;
    return range.from || range.to ? { [field.range[0]]: range.from, [field.range[1]]: range.to } : undefined;
  }
  return value;
}

/** The list filters a drill asks for, in the shape the list's form state holds them. */
export function drillFilters(drill: DrillSpec, target: ListPage, context: DrillContext, row?: Row): Record<string, unknown> {
  const fields = listUrlShape(listPageController(target, [])).fields;
  const filters: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(drill.params)) {
    const field = fields[name];
    const value = field && filterValue(source, field, context, row);
    if (value !== undefined) filters[name] = value;
  }
  return filters;
}

/** The href of the list of a figure's records (the list's path and its state as a link), undefined when too long for a link. */
export function drillHref(drill: DrillSpec, target: ListPage, context: DrillContext, row?: Row): string | undefined {
  // The list page's own options: its defaults and URL shape are the ones it reads the link with.
  const list = listPageController(target, []);
  const defaults = listDefaults(list);
  const query = linkQuery({ ...defaults, filters: drillFilters(drill, target, context, row) }, defaults, listUrlShape(list).fields);
  return query === undefined ? undefined : `${target.path}?${query}`;
}
