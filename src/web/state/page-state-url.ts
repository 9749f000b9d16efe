/**
 * The page state written readably into the URL, so a copied link reproduces the list in another tab
 * or for a colleague: `?sid=3&status=TRANSITO&status=EM_ESTOQUE&dataPedido=2026-09-01..2026-09-30&sort=-dataPedido&page=2`.
 * A list filter repeats its parameter, a range is `from..to` (either end may be empty), a flag is
 * `true`/`false`; `sort` is always written with the state, and `page`/`pageSize` only when they
 * differ from the defaults. A URL that names any of these parameters carries a whole state, a link
 * written by hand included (`?status=TRANSITO`: that filter alone, the default sort); `sid` alone
 * does not. A state too long for a readable link is left to the `sid` cache alone. Pure.
 */
import type { PageState, SortKey } from './page-state-cache.ts';

/** How one filter's value is written. */
export type UrlField = 'text' | 'number' | 'flag' | 'list' | { range: [string, string]; numeric: boolean };

/** Longest query written; a longer state (e.g. a pasted list of chassis) keeps only its `sid`. */
const maxQueryLength = 1500;
const reserved = new Set(['sort', 'page', 'pageSize']);

interface JsonSchemaLike {
  type?: unknown;
  properties?: Record<string, unknown>;
}

const isNumeric = (schema: unknown) => {
  const type = (schema as JsonSchemaLike | undefined)?.type;
  return type === 'number' || type === 'integer';
};

/** How each filter of a filter form's JSON Schema is written in the URL (filters of another shape stay in the cache only). */
export function urlFields(schema: JsonSchemaLike | undefined): Record<string, UrlField> {
  const fields: Record<string, UrlField> = {};
  for (const [name, value] of Object.entries(schema?.properties ?? {})) {
    const property = (value ?? {}) as JsonSchemaLike;
    if (reserved.has(name) || name === '') continue;
    const ends = Object.keys(property.properties ?? {});
    if (property.type === 'array') fields[name] = 'list';
    else if (property.type === 'boolean') fields[name] = 'flag';
    else if (isNumeric(property)) fields[name] = 'number';
    else if (property.type === 'string') fields[name] = 'text';
    else if (property.type === 'object' && ends.length === 2)
      fields[name] = { range: ends as [string, string], numeric: isNumeric(property.properties![ends[0]!]) };
  }
  return fields;
}

const sortText = (sort: SortKey[]) => sort.map((key) => `${key.direction === 'desc' ? '-' : ''}${key.field}`).join(',');

/**
 * `params` (the URL's other parameters, e.g. `sid`, kept) with `state` written in; every parameter a
 * state owns is replaced. Returns `params` without state parameters when the state would be too long.
 */
export function writeUrlState(params: URLSearchParams, state: PageState, defaults: PageState, fields: Record<string, UrlField>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...reserved, ...Object.keys(fields)]) next.delete(name);
  const withoutState = next.toString();
  for (const [name, field] of Object.entries(fields)) {
    const value = state.filters[name];
    if (value === undefined || value === null || value === '') continue;
    if (field === 'list' && Array.isArray(value)) for (const item of value) next.append(name, String(item));
    else if (typeof field === 'object' && typeof value === 'object' && !Array.isArray(value)) {
      const range = value as Record<string, unknown>;
      next.set(name, field.range.map((end) => (range[end] === undefined ? '' : String(range[end]))).join('..'));
    } else if (typeof value !== 'object') next.set(name, String(value));
  }
  next.set('sort', sortText(state.sort));
  if (state.page !== 1) next.set('page', String(state.page));
  if (state.pageSize !== defaults.pageSize) next.set('pageSize', String(state.pageSize));
  return next.toString().length - withoutState.length > maxQueryLength ? new URLSearchParams(withoutState) : next;
}

const positive = (text: string | null) => (text !== null && /^[1-9]\d{0,6}$/.test(text) ? Number(text) : undefined);

function readSort(text: string): SortKey[] {
  return text
    .split(',')
    .filter((part) => /^-?[A-Za-z][\w.]*$/.test(part))
    .map((part) => (part.startsWith('-') ? { field: part.slice(1), direction: 'desc' } : { field: part, direction: 'asc' }));
}

function readFilter(field: UrlField, values: string[]): unknown {
  const [first] = values;
  if (field === 'list') return values;
  if (first === undefined) return undefined;
  if (field === 'text') return first;
  if (field === 'flag') return first === 'true' ? true : first === 'false' ? false : undefined;
  if (field === 'number') return first.trim() !== '' && Number.isFinite(Number(first)) ? Number(first) : undefined;
  const parts = first.split('..');
  if (parts.length !== 2) return undefined;
  const range: Record<string, unknown> = {};
  field.range.forEach((end, index) => {
    const text = parts[index]!;
    if (text === '') return;
    range[end] = field.numeric ? Number(text) : text;
  });
  return Object.keys(range).length > 0 && Object.values(range).every((end) => typeof end === 'string' || Number.isFinite(end)) ? range : undefined;
}

/** The state a URL carries (undefined when it names none of its parameters: a plain link, a `sid` alone). */
export function readUrlState(params: URLSearchParams, defaults: PageState, fields: Record<string, UrlField>): PageState | undefined {
  if (![...reserved, ...Object.keys(fields)].some((name) => params.has(name))) return undefined;
  const sort = params.get('sort');
  const filters: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    const value = readFilter(field, values);
    if (value !== undefined) filters[name] = value;
  }
  return {
    filters,
    sort: sort === null ? defaults.sort : readSort(sort),
    page: positive(params.get('page')) ?? 1,
    pageSize: positive(params.get('pageSize')) ?? defaults.pageSize,
  };
}
