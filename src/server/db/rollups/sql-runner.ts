/**
 * The roll-ups are built and kept up to date by plain SQL text (no parameters: every value in it is
 * a constant of ours), run either through Kysely (migrations, dashboard requests) or inside the
 * seed's bulk writer transaction, which owns its own connection.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DialectName } from '../database.ts';

export type SqlRunner = (statement: string) => Promise<Record<string, unknown>[]>;

export const kyselyRunner =
  (db: Kysely<any>): SqlRunner =>
  async (statement) =>
    (await sql.raw<Record<string, unknown>>(statement).execute(db)).rows;

/** Whole days from `start` to `end` (ISO timestamp columns), rounded down, in each dialect. */
export function wholeDaysSql(dialect: DialectName, end: string, start: string): string {
  return dialect === 'postgres'
    ? `floor(extract(epoch from (${end}::timestamptz - ${start}::timestamptz)) / 86400)::integer`
    : `cast(julianday(${end}) - julianday(${start}) as integer)`;
}

/** The dialect behind a Kysely instance (migrations get no AppDatabase). */
export const dialectOf = (db: Kysely<any>): DialectName => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');
