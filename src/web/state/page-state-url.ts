/**
 * The page state written readably into the URL, so a copied link reproduces the list in another tab
 * or for a colleague: `?sid=3&status=TRANSITO&status=EM_ESTOQUE&dataPedido=2026-09-01..2026-09-30&sort=-dataPedido&page=2`.
 * A list filter repeats its parameter, a range is `from..to` (either end may be empty), a flag is
 * `true`/`false`; `sort` is always written with the state, and `page`/`pageSize` only when they
 * differ from the defaults. A URL that names any of these parameters carries a whole state, a link
 * written by hand included (`?status=TRANSITO`: that filter alone, the default sort); `sid` alone
 * does not. A state too long for a readable link is left to the `sid` cache alone. A parameter or
 * value the list cannot use is never applied silently: reading a URL names each one as a problem
 * (link-problems.ts words them, loaded with the list's notice of them), and the rest of the link is
 * applied. Pure.
 */
import type { PageState, SortKey } from './page-state-cache.ts';
import { brokenRule } from './filter-value-check.ts';
import type { LinkIssue, LinkProblem } from './link-problems.ts';

export type { LinkProblem } from './link-problems.ts';

/** A problem as data, for link-problems.ts to word: the kind of message and what it names. */
const issue = (...found: LinkIssue): LinkIssue => found;

/** How one filter's value is written. */
export type UrlField = 'text' | 'number' | 'flag' | 'list' | { range: [string, string]; numeric: boolean };

/** What a list's URL may carry: its filters, and what its sort and page size may be. */
export interface UrlShape {
  /** How each filter is written (urlFields of the filter form's schema). */
  fields: Record<string, UrlField>;
  /** The filter form's JSON Schema: its titles name the filters, a value it refuses is not applied. */
  schema?: JsonSchemaLike;
  /** The columns the list sorts by; any sort is taken when not given (a map has no columns). */
  sortable?: readonly string[];
  /** The page sizes the list offers; any is taken when not given. */
  pageSizes?: readonly number[];
}

/** Longest query written; a longer state (e.g. a pasted list of chassis) keeps only its `sid`. */
const maxQueryLength = 1500;
const reserved = new Set(['sort', 'page', 'pageSize']);

interface JsonSchemaLike {
  type?: unknown;
  title?: unknown;
  items?: unknown;
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

/** The URL shape of a list whose filter form has this JSON Schema. */
export function urlShape(schema: JsonSchemaLike | undefined, limits: Pick<UrlShape, 'sortable' | 'pageSizes'> = {}): UrlShape {
  return { fields: urlFields(schema), schema, ...limits };
}

const sortText = (sort: SortKey[]) => sort.map((key) => `${key.direction === 'desc' ? '-' : ''}${key.field}`).join(',');

/** The parameters that write `state`, undefined when they would be too long for a link. */
function stateParams(state: PageState, defaults: PageState, fields: Record<string, UrlField>): URLSearchParams | undefined {
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(fields)) {
    const value = state.filters[name];
    if (value === undefined || value === null || value === '') continue;
    if (field === 'list' && Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else if (typeof field === 'object' && typeof value === 'object' && !Array.isArray(value)) {
      const range = value as Record<string, unknown>;
      params.set(name, field.range.map((end) => (range[end] === undefined ? '' : String(range[end]))).join('..'));
    } else if (typeof value !== 'object') params.set(name, String(value));
  }
  params.set('sort', sortText(state.sort));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== defaults.pageSize) params.set('pageSize', String(state.pageSize));
  return params.toString().length > maxQueryLength ? undefined : params;
}

/**
 * `params` with `state` written in: of the URL's other parameters only those the app `owns` (the
 * `sid`, a saved view) are kept, so a parameter reported as a problem is gone once the state changes.
 * Returns the owned parameters alone when the state would be too long.
 */
export function writeUrlState(
  params: URLSearchParams,
  state: PageState,
  defaults: PageState,
  fields: Record<string, UrlField>,
  owned: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([name]) => owned.includes(name)));
  for (const [name, value] of stateParams(state, defaults, fields) ?? []) next.append(name, value);
  return next;
}

/** The query of a link that reproduces `state` anywhere (no `sid`: it names one tab's cache), or undefined when the state is too long for one. */
export function linkQuery(state: PageState, defaults: PageState, fields: Record<string, UrlField>): string | undefined {
  return stateParams(state, defaults, fields)?.toString();
}

const positive = (text: string) => (/^[1-9]\d{0,6}$/.test(text) ? Number(text) : undefined);

/** What reading one parameter gave: its value (none when nothing usable) and what was wrong with it. */
interface Read<T> {
  value?: T;
  problems: LinkIssue[];
}

const titleOf = (schema: unknown, name: string) => {
  const title = (schema as JsonSchemaLike | undefined)?.title;
  return typeof title === 'string' && title !== '' ? title : name;
};

function readSort(text: string, sortable: readonly string[] | undefined): Read<SortKey[]> {
  const problems: LinkIssue[] = [];
  const keys: SortKey[] = [];
  for (const part of text.split(',')) {
    if (part === '') continue;
    const field = part.replace(/^-/, '');
    if (/^[A-Za-z][\w.]*$/.test(field) && (sortable?.includes(field) ?? true)) keys.push({ field, direction: part.startsWith('-') ? 'desc' : 'asc' });
    else problems.push(issue('sort', part));
  }
  // A sort naming only columns the list cannot sort by falls back to the list's own.
  return { value: keys.length > 0 || problems.length === 0 ? keys : undefined, problems };
}

/** One value read as a filter's schema wants it, or why it cannot be. */
function readScalar(text: string, schema: unknown, title: string, numeric: boolean): Read<string | number> {
  const own = (schema ?? {}) as JsonSchemaLike & { format?: unknown };
  let value: string | number = text;
  if (numeric) {
    value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return { problems: [issue('notNumber', title, text)] };
    if (own.type === 'integer' && !Number.isInteger(value)) return { problems: [issue('notInteger', title, text)] };
  }
  const broken = brokenRule(schema, value);
  if (!broken) return { value, problems: [] };
  if (broken.keyword === 'enum') return { problems: [issue('unknownValue', title, text)] };
  if (broken.keyword === 'format') return { problems: [issue('badFormat', title, text, broken)] };
  return { problems: [issue('broken', title, text, broken)] };
}

function readList(values: string[], schema: JsonSchemaLike, title: string): Read<unknown[]> {
  const problems: LinkIssue[] = [];
  const items: (string | number)[] = [];
  for (const text of values) {
    const item = readScalar(text, schema.items, title, isNumeric(schema.items));
    problems.push(...item.problems);
    // A repeated code is applied once: the API refuses a list with repeated items.
    if (item.value !== undefined && !items.includes(item.value)) items.push(item.value);
  }
  if (items.length === 0) return { problems };
  const broken = brokenRule(schema, items);
  return broken ? { problems: [...problems, issue('broken', title, undefined, broken)] } : { value: items, problems };
}

function readRange(text: string, field: { range: [string, string]; numeric: boolean }, schema: JsonSchemaLike, title: string): Read<Record<string, unknown>> {
  const parts = text.split('..');
  if (parts.length !== 2) return { problems: [issue('notRange', title, text)] };
  const problems: LinkIssue[] = [];
  const range: Record<string, unknown> = {};
  field.range.forEach((end, index) => {
    const part = parts[index]!;
    if (part === '') return;
    const read = readScalar(part, schema.properties?.[end], title, field.numeric);
    problems.push(...read.problems);
    if (read.value !== undefined) range[end] = read.value;
  });
  return { value: Object.keys(range).length > 0 ? range : undefined, problems };
}

function readFilter(name: string, field: UrlField, values: string[], formSchema: JsonSchemaLike | undefined): Read<unknown> {
  const schema = (formSchema?.properties?.[name] ?? {}) as JsonSchemaLike;
  const title = titleOf(schema, name);
  const [first = ''] = values;
  if (field === 'list') return readList(values, schema, title);
  if (first === '') return { problems: [] };
  if (field === 'flag')
    return first === 'true' || first === 'false' ? { value: first === 'true', problems: [] } : { problems: [issue('notFlag', title, first)] };
  if (field === 'text') return readScalar(first, schema, title, false);
  if (field === 'number') return readScalar(first, schema, title, true);
  return readRange(first, field, schema, title);
}

function readPageSize(text: string, pageSizes: readonly number[] | undefined): Read<number> {
  const size = positive(text);
  return size !== undefined && (pageSizes?.includes(size) ?? true) ? { value: size, problems: [] } : { problems: [issue('pageSize', text, pageSizes)] };
}

export interface UrlStateReading {
  /** The state the URL carries; undefined when it names none of its parameters (a plain link, a `sid` alone). */
  state: PageState | undefined;
  /** Each parameter or value of the URL the list cannot use: unknown parameters first, then the state's. */
  problems: LinkProblem[];
}

/** The state a URL carries, and what in it the list cannot use (`owned`: the app's other parameters, e.g. `sid`). */
export function readUrlState(params: URLSearchParams, defaults: PageState, shape: UrlShape, owned: readonly string[]): UrlStateReading {
  const { fields } = shape;
  const names = [...new Set(params.keys())];
  const problems: LinkProblem[] = names
    .filter((name) => !reserved.has(name) && !Object.hasOwn(fields, name) && !owned.includes(name))
    .map((name) => ({ parameter: name, issue: issue('unknown', name) }));
  if (!names.some((name) => reserved.has(name) || Object.hasOwn(fields, name))) return { state: undefined, problems };
  const report = (parameter: string, issues: LinkIssue[]) => problems.push(...issues.map((found) => ({ parameter, issue: found })));

  const filters: Record<string, unknown> = {};
  for (const name of names) {
    if (!Object.hasOwn(fields, name)) continue;
    const read = readFilter(name, fields[name]!, params.getAll(name), shape.schema);
    report(name, read.problems);
    if (read.value !== undefined) filters[name] = read.value;
  }
  const sortText = params.get('sort');
  const sort = sortText === null ? undefined : readSort(sortText, shape.sortable);
  report('sort', sort?.problems ?? []);
  const pageText = params.get('page');
  const page = pageText === null ? undefined : positive(pageText);
  if (pageText !== null && page === undefined) report('page', [issue('page', pageText)]);
  const pageSizeText = params.get('pageSize');
  const pageSize = pageSizeText === null ? undefined : readPageSize(pageSizeText, shape.pageSizes);
  report('pageSize', pageSize?.problems ?? []);
  return {
    state: {
      filters,
      sort: sort === undefined ? defaults.sort : (sort.value ?? defaults.sort),
      page: page ?? 1,
      pageSize: pageSize?.value ?? defaults.pageSize,
    },
    problems,
  };
}
