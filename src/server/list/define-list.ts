import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AnyQuery, ListFilter } from './filters.ts';

export interface SortColumn {
  column: string;
  /** Sort the column the other way (e.g. "days in status" ascending = status date descending). */
  invert?: boolean;
}

export interface ListDefinition<Item> {
  /** Base query: the listed table (with any join every request needs). */
  from: (db: Kysely<Database>) => AnyQuery;
  /**
   * Joins to a table holding exactly one row per listed row (at most one for a left join): they add
   * columns, never rows. The page reads them all; the count only those its filters read (a filter
   * names its join in `ListFilter.join`), so counting a list of claims with no vehicle filter reads
   * one index instead of joining 1,000,000 wide vehicle rows.
   */
  joins?: Record<string, (query: AnyQuery) => AnyQuery>;
  /** Columns to select for one item (from the base query with every join). */
  select: (query: AnyQuery) => AnyQuery;
  toItem: (row: any) => Item;
  /** JSON Schema of one item (documents the response; the manifest checker reads it). */
  itemSchema: Record<string, unknown>;
  filters: Record<string, ListFilter>;
  sorts: Record<string, string | SortColumn>;
  defaultSort: { field: string; direction: 'asc' | 'desc' }[];
  /** Unique column appended to every sort so pages are stable. */
  tieBreaker: string;
  maxPageSize?: number;
  defaultPageSize?: number;
}

export interface ListRequest {
  page: number;
  pageSize: number;
  sort?: { field: string; direction?: 'asc' | 'desc' }[];
  filters?: Record<string, unknown>;
}

export interface ListResponse<Item> { items: Item[]; page: number; pageSize: number; total: number }

/**
 * The generic list contract (issue 4 §6): `{ page, pageSize, sort, filters }` -> `{ items, page,
 * pageSize, total }`. One declaration per resource drives the request schema (unknown filter or
 * sort field -> 400), the OpenAPI document and the SQL.
 */
export function defineList<Item>(definition: ListDefinition<Item>) {
  const maxPageSize = definition.maxPageSize ?? 500;
  const joins = Object.entries(definition.joins ?? {});
  for (const [name, filter] of Object.entries(definition.filters)) {
    if (filter.join !== undefined && !definition.joins?.[filter.join]) throw new Error(`O filtro "${name}" lê a junção "${filter.join}", que a lista não declara.`);
  }
  const sortable = Object.keys(definition.sorts);
  const filtersSchema = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(definition.filters).map(([name, filter]) => [name, filter.schema])),
  };
  const requestSchema = {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: Math.min(definition.defaultPageSize ?? 50, maxPageSize) },
      sort: {
        type: 'array',
        maxItems: 5,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['field'],
          properties: { field: { type: 'string', enum: sortable }, direction: { type: 'string', enum: ['asc', 'desc'], default: 'asc' } },
        },
      },
      filters: filtersSchema,
    },
  };
  const responseSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['items', 'page', 'pageSize', 'total'],
    properties: {
      items: { type: 'array', items: definition.itemSchema },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      total: { type: 'integer' },
    },
  };

  /** The listed rows with every join: what `select` reads. */
  function source(db: Kysely<Database>): AnyQuery {
    return joins.reduce((query, [, join]) => join(query), definition.from(db));
  }

  /** The filtered query (no select, no order) with every join, or only the joins the filters read. */
  function filtered(db: Kysely<Database>, filterValues: Record<string, unknown> = {}, allJoins = true): AnyQuery {
    const applied = Object.entries(filterValues).flatMap(([name, value]) => {
      const filter = definition.filters[name];
      return filter && value !== undefined ? [{ filter, value }] : [];
    });
    const read = new Set(applied.map(({ filter }) => filter.join));
    let query = definition.from(db);
    for (const [name, join] of joins) if (allJoins || read.has(name)) query = join(query);
    for (const { filter, value } of applied) query = filter.apply(query, value);
    return query;
  }

  /** `SELECT count(*)` of the matching rows, joining only what the filters read. */
  function countQuery(db: Kysely<Database>, filterValues: Record<string, unknown> = {}): AnyQuery {
    return filtered(db, filterValues, false).select(sql<number>`count(*)`.as('total'));
  }

  /** One page of items, ordered. */
  function pageQuery(db: Kysely<Database>, request: ListRequest): AnyQuery {
    return definition.select(ordered(filtered(db, request.filters), request.sort)).limit(request.pageSize).offset((request.page - 1) * request.pageSize);
  }

  function ordered(query: AnyQuery, sort: ListRequest['sort']): AnyQuery {
    const requested = sort && sort.length > 0 ? sort : definition.defaultSort;
    let out = query;
    for (const { field, direction = 'asc' } of requested) {
      const entry = definition.sorts[field];
      if (entry === undefined) continue;
      const { column, invert } = typeof entry === 'string' ? { column: entry, invert: false } : entry;
      const effective = invert ? (direction === 'asc' ? 'desc' : 'asc') : direction;
      out = out.orderBy(sql.ref(column), effective);
    }
    return out.orderBy(sql.ref(definition.tieBreaker), requested[0]?.direction === 'asc' ? 'asc' : 'desc');
  }

  async function run(db: Kysely<Database>, request: ListRequest): Promise<ListResponse<Item>> {
    const [countRow, rows] = await Promise.all([countQuery(db, request.filters).executeTakeFirst(), pageQuery(db, request).execute()]);
    return { items: rows.map(definition.toItem), page: request.page, pageSize: request.pageSize, total: Number(countRow?.total ?? 0) };
  }

  /**
   * Every matching row in batches (exports, up to 1,000,000 rows): first the ordered keys only,
   * then the rows by key in chunks, so memory stays flat and no deep OFFSET is ever scanned.
   */
  async function* batches(db: Kysely<Database>, request: Omit<ListRequest, 'page' | 'pageSize'>, batchSize = 2000): AsyncGenerator<Item[]> {
    const key = definition.tieBreaker;
    const keyRows = await ordered(filtered(db, request.filters), request.sort).select(sql.ref(key).as('k')).execute();
    const keys = keyRows.map((row) => row.k as number);
    keyRows.length = 0;
    // The rows are read in a function of their own so that, while the consumer works on a batch,
    // nothing here still holds them (memory stays flat: the rows die young).
    const itemsOf = async (chunk: number[]) => {
      const rows = await definition.select(source(db).where(sql.ref(key), 'in', chunk)).select(sql.ref(key).as('__key')).execute();
      const byKey = new Map(rows.map((row) => [row.__key as number, row]));
      return chunk.map((k) => definition.toItem(byKey.get(k)));
    };
    for (let start = 0; start < keys.length; start += batchSize) yield await itemsOf(keys.slice(start, start + batchSize));
  }

  return { definition, requestSchema, responseSchema, filtersSchema, run, batches, source, countQuery, pageQuery, sortable };
}

export type ListResource<Item> = ReturnType<typeof defineList<Item>>;
