import { type CompiledQuery, type Expression, type Kysely, type OrderByModifiers, type SelectQueryBuilder, sql, type StringReference } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { EnumLabels } from '../manifests/manifest-folder.ts';
import { RecentMap } from '../support/recent-map.ts';
import { type ListField, filtersOfFields } from './fields.ts';
import type { ListFilter } from './filters.ts';
import type { ListColumn, ListQuery } from './list-query.ts';
import { labelOrderedKeys, labelRank } from './label-order.ts';
import { listRequestSchema, listResponseSchema } from './list-schemas.ts';

export interface SortColumn {
  column: ListColumn;
  /** Sort the column the other way (e.g. "days in status" ascending = status date descending). */
  invert?: boolean;
  /** Codes of this manifest enum (enums/<name>.json of the folder the app runs) sort by the label the user sees, not the code. */
  byLabel?: EnumLabels;
  /**
   * With `byLabel`: an index on (column, tie-breaker) exists, so a page sorted by this column alone
   * is read code by code through it (label-order.ts) instead of ranking and sorting every row.
   */
  labelIndexed?: boolean;
  /** Empty values (NULL) come after the others in both directions (instead of a first page of "--"). */
  emptyLast?: boolean;
}

/** One ORDER BY term: an expression, its direction and where its NULLs go. */
interface SortTerm {
  expression: Expression<unknown>;
  direction: 'asc' | 'desc';
  emptyLast?: boolean;
}

/**
 * A roll-up table counting rows by some columns: `count` and `columns` are columns of `table` (one
 * union member per table, so naming another table's column fails to compile).
 */
type CountRollup = {
  [Table in keyof Database]: { table: Table; count: StringReference<Database, Table>; columns: Record<string, StringReference<Database, Table>> };
}[keyof Database];

/** `Row` is what `select` reads for one item, as Kysely types it; `toItem` maps it. */
export interface ListDefinition<Item, Row extends object = object> {
  /** Base query: the listed table (with any join every request needs). */
  from: (db: Kysely<Database>) => ListQuery;
  /**
   * Joins to a table holding exactly one row per listed row (at most one for a left join): they add
   * columns, never rows. The page reads them all; the count only those its filters read (a filter
   * names its join in `ListFilter.join`), so counting a list of claims with no vehicle filter reads
   * one index instead of joining 1,000,000 wide vehicle rows.
   */
  joins?: Record<string, (query: ListQuery) => ListQuery>;
  // `select` and `toItem` are methods so that a list of any row type is a ListResource<Item> (list-route.ts, export-route.ts).
  /** Columns to select for one item (from the base query with every join). */
  select(query: ListQuery): ListQuery<Row>;
  toItem(row: Row): Item;
  /** JSON Schema of one item (documents the response; the manifest checker reads it). */
  itemSchema: Record<string, unknown>;
  /**
   * The item fields a request may filter by, declared once: each gives a filter per operator (the
   * bare name with its default operator, `<field>__<operator>` for the others, fields.ts).
   */
  fields?: Record<string, ListField>;
  /** What a filter no index serves costs (OpenAPI `x-unindexed`, checker warning); required with `fields`. */
  scanCost?: string;
  /**
   * A roll-up holding the count of the listed rows by the columns of a few fields (e.g.
   * db/rollups/vehicle-counts.ts): the total of a request whose filters are all codes (`in`, `eq`)
   * of those fields, or no filter at all, is summed from its rows instead of counting the rows.
   */
  countRollup?: CountRollup;
  /** Filters of their own, that no single column holds (e.g. a category of several claim types). */
  filters?: Record<string, ListFilter>;
  sorts: Record<string, ListColumn | SortColumn>;
  defaultSort: { field: string; direction: 'asc' | 'desc' }[];
  /** Unique column appended to every sort so pages are stable. */
  tieBreaker: ListColumn;
  maxPageSize?: number;
  defaultPageSize?: number;
}

/** The definition as given, its `Row` inferred from `select` (a `satisfies` infers no type argument): for one spread into several lists. */
export const listDefinition = <Item, Row extends object>(definition: ListDefinition<Item, Row>) => definition;

export interface ListRequest {
  page: number;
  pageSize: number;
  sort?: { field: string; direction?: 'asc' | 'desc' }[];
  filters?: Record<string, unknown>;
}

export interface ListResponse<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * Free text in a filter refuses control characters: PostgreSQL cannot hold U+0000 in text (the query
 * would fail with no field named), and no form field produces them. Refused by the schema, the 400
 * names the field, and the page's form, which gets this pattern merged in, refuses them first.
 */
function withoutControlCharacters(schema: Record<string, unknown>): Record<string, unknown> {
  if (schema.type === 'string' && schema.pattern === undefined && schema.enum === undefined && schema.format === undefined) {
    return { ...schema, pattern: '^[^\\u0000-\\u001F]*$' };
  }
  if (schema.items) return { ...schema, items: withoutControlCharacters(schema.items as Record<string, unknown>) };
  if (schema.properties) {
    const properties = Object.entries(schema.properties as Record<string, Record<string, unknown>>);
    return { ...schema, properties: Object.fromEntries(properties.map(([name, property]) => [name, withoutControlCharacters(property)])) };
  }
  return schema;
}

/** The filters of the declared fields and the list's own, one name each. */
function listFilters(definition: Pick<ListDefinition<unknown>, 'fields' | 'scanCost' | 'filters'>): Record<string, ListFilter> {
  if (definition.fields && definition.scanCost === undefined) throw new Error('Uma lista com campos declara o custo de um filtro sem índice (scanCost).');
  const ofFields = definition.fields ? filtersOfFields(definition.fields, definition.scanCost!) : {};
  const own = definition.filters ?? {};
  const both = Object.keys(own).filter((name) => name in ofFields);
  if (both.length > 0) throw new Error(`Filtros declarados duas vezes (campo e filtro próprio): ${both.join(', ')}`);
  return { ...ofFields, ...own };
}

/** A filter the count roll-up holds: codes of one of its fields. */
const countedBy = (rollup: CountRollup, filter: ListFilter) =>
  filter.field !== undefined && filter.field in rollup.columns && (filter.operator === 'in' || filter.operator === 'eq');

/**
 * The generic list contract: `{ page, pageSize, sort, filters }` -> `{ items, page,
 * pageSize, total }`. One declaration per resource drives the request schema (unknown filter or
 * sort field -> 400), the OpenAPI document and the SQL.
 */
export function defineList<Item, Row extends object>(definition: ListDefinition<Item, Row>) {
  const maxPageSize = definition.maxPageSize ?? 500;
  const joins = Object.entries(definition.joins ?? {});
  const filters = listFilters(definition);
  for (const [name, filter] of Object.entries(filters)) {
    if (filter.join !== undefined && !definition.joins?.[filter.join])
      throw new Error(`O filtro "${name}" lê a junção "${filter.join}", que a lista não declara.`);
  }
  const sortable = Object.keys(definition.sorts);
  const filterSchemas = Object.fromEntries(
    Object.entries(filters).map(([name, filter]) => {
      const schema = withoutControlCharacters(filter.schema);
      return [
        name,
        {
          ...schema,
          ...(filter.field ? { 'x-field': filter.field, 'x-operator': filter.operator } : {}),
          ...(filter.unindexed ? { 'x-unindexed': filter.unindexed } : {}),
        },
      ];
    }),
  );
  const requestSchema = listRequestSchema({ sortable, filters: filterSchemas, maxPageSize, defaultPageSize: definition.defaultPageSize ?? 50 });
  const filtersSchema = requestSchema.properties.filters;
  const responseSchema = listResponseSchema(definition.itemSchema);

  /** The listed rows with every join: what `select` reads. */
  function source(db: Kysely<Database>): ListQuery {
    return joins.reduce((query, [, join]) => join(query), definition.from(db));
  }

  const appliedFilters = (filterValues: Record<string, unknown> = {}) =>
    Object.entries(filterValues).flatMap(([name, value]) => {
      const filter = filters[name];
      return filter && value !== undefined ? [{ filter, value }] : [];
    });

  /** `rows` narrowed by the filters. */
  function filtered(db: Kysely<Database>, rows: ListQuery, filterValues: Record<string, unknown> | undefined): ListQuery {
    return appliedFilters(filterValues).reduce((query, { filter, value }) => filter.apply(query, value, db, filterValues), rows);
  }

  /** The count of the matching rows: from the count roll-up when it holds every filter, else `SELECT count(*)`, joining only what the filters read. */
  function countQuery(db: Kysely<Database>, filterValues: Record<string, unknown> = {}): ListQuery<{ total: number }> {
    const applied = appliedFilters(filterValues);
    const rollup = definition.countRollup;
    if (rollup && applied.every(({ filter }) => countedBy(rollup, filter))) {
      return applied
        .reduce((query, { filter, value }) => query.where(sql.ref(rollup.columns[filter.field!]!), 'in', [value].flat()), db.selectFrom(rollup.table))
        .select(sql<number>`coalesce(sum(${sql.ref(rollup.count)}), 0)`.as('total'));
    }
    const read = new Set(applied.map(({ filter }) => filter.join));
    const rows = joins.reduce((query, [name, join]) => (read.has(name) ? join(query) : query), definition.from(db));
    return filtered(db, rows, filterValues).select(sql<number>`count(*)`.as('total'));
  }

  /**
   * One page of items, ordered. With a selective filter applied, the matching keys and sort values
   * come first, in a materialized CTE (planned without the ORDER BY, so through that filter's index
   * on SQLite and PostgreSQL alike), then the page's keys sorted from them, then their rows.
   */
  function pageQuery(db: Kysely<Database>, request: ListRequest): ListQuery<Row> {
    const { sort, filters: filterValues, pageSize } = request;
    const offset = (request.page - 1) * pageSize;
    const terms = sortTerms(sort);
    const selective = appliedFilters(filterValues).some(({ filter }) => filter.selective);
    const label = labelIndexedSort(sort);
    if (label && !selective) {
      const keys = labelOrderedKeys(
        db,
        () => filtered(db, source(db), filterValues),
        () => source(db),
        { ...label, key: definition.tieBreaker, offset, limit: pageSize },
      );
      return definition.select(orderBy(source(db).where(sql.ref(definition.tieBreaker), 'in', keys), terms));
    }
    if (!selective) {
      return definition
        .select(orderBy(filtered(db, source(db), filterValues), terms))
        .limit(pageSize)
        .offset(offset);
    }
    const matching = filtered(db, source(db), filterValues).select(terms.map(({ expression }, i) => sql`${expression}`.as(`s${i}`)));
    const keys = db
      .with(
        (cte) => cte('matching').materialized(),
        () => matching,
      )
      .selectFrom('matching')
      .select(sql.ref('s0').as('k'))
      .$call((q) =>
        orderBy(
          q,
          terms.map((term, i) => ({ ...term, expression: sql.ref(`s${i}`) })),
        ),
      )
      .limit(pageSize)
      .offset(offset);
    return definition.select(orderBy(source(db).where(sql.ref(definition.tieBreaker), 'in', keys), terms));
  }

  /** A sort by one column whose label order an index serves (`labelIndexed`), as label-order.ts reads it. */
  function labelIndexedSort(sort: ListRequest['sort']) {
    const entry = sort?.length === 1 ? definition.sorts[sort[0]!.field] : undefined;
    if (typeof entry !== 'object' || entry.byLabel === undefined || !entry.labelIndexed || entry.invert) return undefined;
    return { column: entry.column, labels: entry.byLabel, direction: sort![0]!.direction ?? 'asc' };
  }

  /** The requested sort (or the default) as ORDER BY terms, the tie-breaker first. */
  function sortTerms(sort: ListRequest['sort']): SortTerm[] {
    const requested = sort && sort.length > 0 ? sort : definition.defaultSort;
    const terms = requested.flatMap(({ field, direction = 'asc' }): SortTerm[] => {
      const entry = definition.sorts[field];
      if (entry === undefined) return [];
      const { column, invert, byLabel, emptyLast }: SortColumn = typeof entry === 'string' ? { column: entry } : entry;
      const expression = byLabel === undefined ? sql.ref(column) : labelRank(column, byLabel);
      return [{ expression, direction: invert ? (direction === 'asc' ? 'desc' : 'asc') : direction, emptyLast }];
    });
    return [{ expression: sql.ref(definition.tieBreaker), direction: requested[0]?.direction === 'asc' ? 'asc' : 'desc' }, ...terms];
  }

  /** ORDER BY the sort terms, then the tie-breaker (the first term). */
  function orderBy<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, [tieBreaker, ...terms]: SortTerm[]): SelectQueryBuilder<DB, TB, O> {
    return [...terms, tieBreaker!].reduce((out, { expression, direction, emptyLast }) => {
      const modifiers: OrderByModifiers = emptyLast ? (item) => item[direction]().nullsLast() : direction;
      return out.orderBy(expression, modifiers);
    }, query);
  }

  /**
   * The statements of the most recent requests, compiled, by request and database. A request's SQL is a
   * pure function of the request (a filter's value goes into parameters; the current date, if ever,
   * is the database's, never a value computed here), so the same request again — the default order of
   * a list a whole team opens, a common search — is not built and compiled again (0.03 ms for a plain
   * page, 0.35 ms for one sorted by label: a union with an arm per code).
   */
  const compiledRequests = new WeakMap<Kysely<Database>, RecentMap<string, { count: CompiledQuery<{ total: number }>; page: CompiledQuery<Row> }>>();
  function compiled(db: Kysely<Database>, request: ListRequest) {
    let recent = compiledRequests.get(db);
    if (!recent) compiledRequests.set(db, (recent = new RecentMap(256)));
    const key = JSON.stringify([request.page, request.pageSize, request.sort, request.filters]);
    let statements = recent.get(key);
    if (!statements) recent.set(key, (statements = { count: countQuery(db, request.filters).compile(), page: pageQuery(db, request).compile() }));
    return statements;
  }

  async function run(db: Kysely<Database>, request: ListRequest): Promise<ListResponse<Item>> {
    const { count, page } = compiled(db, request);
    const [counted, rows] = await Promise.all([db.executeQuery(count), db.executeQuery(page)]);
    return { items: rows.rows.map(definition.toItem), page: request.page, pageSize: request.pageSize, total: Number(counted.rows[0]?.total ?? 0) };
  }

  /**
   * Every matching row in batches (exports, up to 1,000,000 rows): first the ordered keys only,
   * then the rows by key in chunks, so memory stays flat and no deep OFFSET is ever scanned.
   * Chunks of 200 rows: with 2,000, a chunk and its XML often outlived the young generation, and the
   * peak RSS of a 100,000-row export varied from 380 to 550 MB; and SQLite reads a chunk in the
   * request's thread, holding every other request meanwhile: 500 rows took 13 ms on average, 200
   * take 6, for about the same total time.
   */
  async function* batches(db: Kysely<Database>, request: Omit<ListRequest, 'page' | 'pageSize'>, batchSize = 200): AsyncGenerator<Item[]> {
    const key = definition.tieBreaker;
    const keyRows = await orderBy(filtered(db, source(db), request.filters), sortTerms(request.sort))
      .select(sql.ref(key).as('k'))
      .execute();
    const keys = keyRows.map((row) => row.k as number);
    keyRows.length = 0;
    // The rows are read in a function of their own so that, while the consumer works on a batch,
    // nothing here still holds them (memory stays flat: the rows die young).
    const itemsOf = async (chunk: number[]) => {
      const rows = await definition
        .select(source(db).where(sql.ref(key), 'in', chunk))
        .select(sql.ref(key).as('__key'))
        .execute();
      const byKey = new Map(rows.map((row) => [row.__key as number, row]));
      // Every key was read just before: a row deleted since then fails the export, as a changed page would.
      return chunk.map((k) => definition.toItem(byKey.get(k)!));
    };
    for (let start = 0; start < keys.length; start += batchSize) yield await itemsOf(keys.slice(start, start + batchSize));
  }

  return { definition, filters, requestSchema, responseSchema, filtersSchema, run, batches, source, countQuery, pageQuery, sortable };
}

export type ListResource<Item, Row extends object = object> = ReturnType<typeof defineList<Item, Row>>;
