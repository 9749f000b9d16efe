/**
 * Sorting a code column by the label the user sees (`SortColumn.byLabel`): the codes of a manifest
 * enum ranked by their pt-BR labels. A page in that order is read one code at a time, in rank
 * order, each through the column's index in key order and only as far as the page goes: at
 * 1,000,000 vehicles this reads a few hundred index entries instead of ranking and sorting every row.
 */
import { type Expression, type Kysely, sql } from 'kysely';
import { enumLabels } from '../db/enum-labels.ts';
import { dialectOf } from '../db/rollups/sql-runner.ts';
import type { Database } from '../db/schema.ts';
import type { AnyQuery } from './filters.ts';

const labelCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** The enum's codes in the order of their labels. */
type Code = string | number;

function rankedCodes(enumName: string): Code[] {
  return [...enumLabels(enumName).values].sort((a, b) => labelCollator.compare(a.label, b.label)).map(({ value }) => value);
}

/**
 * The column's codes ranked by their labels: `CASE column WHEN code THEN rank END`, literals only so
 * both databases compare integers. A code the enum lacks (or none) ranks last.
 */
export function labelRank(column: string, enumName: string): Expression<number> {
  const ranked = rankedCodes(enumName);
  const whens = ranked.map((code, rank) => sql`when ${sql.lit(code)} then ${sql.lit(rank)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(whens, sql` `)} else ${sql.lit(ranked.length)} end`;
}

/**
 * Rows whose column holds no code of the enum (or none): the gaps between the codes in the
 * database's byte order, so each is an index range that is usually empty, rather than a NOT IN
 * that reads every row. PostgreSQL compares text by the database's collation unless told `C`.
 */
function outsideCodes(db: Kysely<Database>, column: string, codes: readonly Code[]): Expression<boolean> {
  const ref = dialectOf(db) === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  const sorted = [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const gaps = sorted.map((code, i) => (i === 0 ? sql`${ref} < ${code}` : sql`(${ref} > ${sorted[i - 1]!} and ${ref} < ${code})`));
  return sql<boolean>`(${sql.ref(column)} is null or ${sql.join([...gaps, sql`${ref} > ${sorted[sorted.length - 1]!}`], sql` or `)})`;
}

export interface LabelPage {
  column: string;
  enumName: string;
  /** The label order's direction; the key follows it (the list's tie-breaker). */
  direction: 'asc' | 'desc';
  key: string;
  offset: number;
  limit: number;
}

/**
 * The keys of one page in label order: per rank, the first `offset + limit` keys of the rows with
 * that code (the rows outside the enum last), then the page cut from their union.
 */
export function labelOrderedKeys(db: Kysely<Database>, rows: () => AnyQuery, page: LabelPage): AnyQuery {
  const codes = rankedCodes(page.enumName);
  const narrowings = [...codes.map((code) => sql<boolean>`${sql.ref(page.column)} = ${code}`), outsideCodes(db, page.column, codes)];
  const arms = narrowings.map((narrowing, rank) => {
    const arm = rows()
      .where(narrowing)
      .select([sql.ref(page.key).as('k'), sql.lit(rank).as('r')])
      .orderBy(sql.ref(page.key), page.direction)
      .limit(page.offset + page.limit);
    return db.selectFrom(arm.as(`rank${rank}`)).select(['k', 'r']);
  });
  const union = arms.slice(1).reduce((all, arm) => all.unionAll(arm), arms[0]!);
  return db
    .selectFrom(union.as('ranked'))
    .select('k')
    .orderBy('r', page.direction)
    .orderBy('k', page.direction)
    .limit(page.limit)
    .offset(page.offset);
}
