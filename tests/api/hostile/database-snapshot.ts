import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDatabase } from '../../../src/server/db/database.ts';

/** Row count of every table, in one query (cheap enough to take around each request). */
export interface RowCounts {
  [table: string]: number;
}

/** The application's tables (this test's PostgreSQL schema only, when on PostgreSQL). */
export async function tablesOf(database: AppDatabase): Promise<string[]> {
  if (database.dialect !== 'postgres') return (await database.db.introspection.getTables()).map((t) => t.name).sort();
  // Names only, from the catalogue: Kysely's introspector reads every schema's columns, which fails
  // when a test file running beside this one drops its schema meanwhile.
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_catalog.pg_tables where schemaname = current_schema()`.execute(database.db);
  return rows.map((row) => row.name).sort();
}

export async function rowCounts(database: AppDatabase, tables: readonly string[]): Promise<RowCounts> {
  const selects = tables.map((t) => sql`select ${t} as name, count(*) as n from ${sql.table(t)}`);
  const result = await sql<{ name: string; n: number | string }>`${sql.join(selects, sql` union all `)}`.execute(database.db);
  return Object.fromEntries(result.rows.map((r) => [r.name, Number(r.n)]));
}

/** A hash of every table's content, independent of row order (PostgreSQL may return updated rows elsewhere). */
export async function contentHash(database: AppDatabase, tables: readonly string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    const lines = rows.rows.map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).sort();
    hashes[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
  }
  return hashes;
}
