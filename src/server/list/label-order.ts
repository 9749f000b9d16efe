/**
 * Sorting a code column by the label the user sees (`SortColumn.byLabel`): the codes of a manifest
 * enum ranked by their pt-BR labels. A page in that order is read one code at a time, in rank
 * order, each through the column's index in key order and only as far as the page goes: at
 * 1,000,000 vehicles this reads a few hundred index entries instead of ranking and sorting every row.
 */
import { type Expression, type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/rollups/sql-runner.ts';
import type { Database } from '../db/schema.ts';
import type { EnumLabels } from '../manifests/manifest-folder.ts';
import type { ListColumn, ListQuery } from './list-query.ts';

const labelCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

type Code = string | number;

const ranked = new WeakMap<EnumLabels, Code[]>();

/** The enum's codes in the order of their labels (once per enum of a folder). */
function rankedCodes(labels: EnumLabels): Code[] {
  let codes = ranked.get(labels);
  if (!codes) ranked.set(labels, (codes = [...labels.values].sort((a, b) => labelCollator.compare(a.label, b.label)).map(({ value }) => value)));
  return codes;
}

/**
 * The column's codes ranked by their labels: `CASE column WHEN code THEN rank END`, literals only so
 * both databases compare integers. A code the enum lacks (or none) ranks last.
 */
export function labelRank(column: ListColumn, labels: EnumLabels): Expression<number> {
  const codes = rankedCodes(labels);
  const whens = codes.map((code, rank) => sql`when ${sql.lit(code)} then ${sql.lit(rank)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(whens, sql` `)} else ${sql.lit(codes.length)} end`;
}

/**
 * Rows whose column holds no code of the enum (or none): null, and each gap between the codes in
 * the database's byte order, so every one is an index range that is usually empty (a NOT IN, or
 * these ranges OR-ed, would read every row). PostgreSQL compares text by the database's collation
 * unless told `C`.
 */
function outsideCodes(db: Kysely<Database>, column: ListColumn, codes: readonly Code[]): Expression<boolean>[] {
  const ref = dialectOf(db) === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  const sorted = [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const below = sorted.map((code, i) => (i === 0 ? sql<boolean>`${ref} < ${code}` : sql<boolean>`${ref} > ${sorted[i - 1]!} and ${ref} < ${code}`));
  return [sql<boolean>`${sql.ref(column)} is null`, ...below, sql<boolean>`${ref} > ${sorted[sorted.length - 1]!}`];
}

export interface LabelPage {
  column: ListColumn;
  /** The enum whose labels order the codes (the folder's, as the app runs it). */
  labels: EnumLabels;
  /** The label order's direction; the key follows it (the list's tie-breaker). */
  direction: 'asc' | 'desc';
  key: ListColumn;
  offset: number;
  limit: number;
}

/**
 * The keys of one page in label order: per rank, the first `offset + limit` keys of the rows with
 * that code (the rows outside the enum last), then the page cut from their union. `rows` are the
 * listed rows narrowed by the request's filters, `allRows` the same unfiltered.
 */
export function labelOrderedKeys(db: Kysely<Database>, rows: () => ListQuery, allRows: () => ListQuery, page: LabelPage) {
  const codes = rankedCodes(page.labels);
  const known = codes.map((code, rank) => {
    const arm = rows()
      .where(sql.ref(page.column), '=', code)
      .select([sql.ref(page.key).as('k'), sql.lit(rank).as('r')])
      .orderBy(sql.ref(page.key), page.direction)
      .limit(page.offset + page.limit);
    return db.selectFrom(arm.as(`rank${rank}`)).select(['k', 'r']);
  });
  // Each usually holds no row: it is read only if the column has a value in its range at all,
  // which its index answers at once (a constant condition, checked once before reading any row).
  // PostgreSQL reads the ranges OR-ed in one arm through its index (a bitmap OR), where an arm per
  // range costs it ~3 ms of planning; SQLite would scan the whole index for the OR, and plans arms cheaply.
  const guarded = (range: Expression<boolean>) =>
    rows()
      .where(range)
      .where((eb) => eb.exists(allRows().where(range).select(sql.lit(1).as('one'))))
      .select([sql.ref(page.key).as('k'), sql.lit(codes.length).as('r')]);
  const ranges = outsideCodes(db, page.column, codes);
  const outside = dialectOf(db) === 'postgres' ? [guarded(sql<boolean>`(${sql.join(ranges, sql` or `)})`)] : ranges.map(guarded);
  // One call for every arm: chained calls would copy the growing list of arms at each step.
  const union = outside[0]!.unionAll([...outside.slice(1), ...known]);
  return db.selectFrom(union.as('ranked')).select('k').orderBy('r', page.direction).orderBy('k', page.direction).limit(page.limit).offset(page.offset);
}
