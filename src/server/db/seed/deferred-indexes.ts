import type { BulkWriter, DialectName } from '../database.ts';

/**
 * A bulk load into empty tables is several times faster without the secondary indexes, which are
 * then built once, sorted, instead of updated row by row. This drops every non-unique index inside
 * the writer's transaction and returns the statements that recreate them, read back from the
 * database's catalogue: the migrations stay the only place an index is declared. Unique indexes
 * (keys, constraints) stay: they guard the data being written.
 */
export async function dropSecondaryIndexes(writer: BulkWriter, dialect: DialectName): Promise<string[]> {
  const indexes = await writer.run(
    dialect === 'postgres'
      ? `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema() AND indexdef NOT LIKE 'CREATE UNIQUE %'`
      : `SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE %'`,
  );
  for (const { name } of indexes) await writer.run(`DROP INDEX ${quoted(name)}`);
  return indexes.map(({ definition }) => String(definition));
}

/**
 * Rows SQLite's ANALYZE reads per index, as `PRAGMA optimize` does: sampled statistics in 0.6 s of
 * CPU instead of 5.5 s at 1,000,000 vehicles, without the sqlite_stat4 samples; the list searches
 * of tests/bench/api.bench.ts keep their plans (one claims page picks another index, as fast).
 */
export const SQLITE_ANALYSIS_LIMIT = 1000;

/**
 * Planner statistics of the freshly loaded tables and rebuilt indexes (SQLite has none until asked;
 * PostgreSQL's autovacuum comes later): without them a list filter can pick the wrong index at
 * 1,000,000 vehicles. On PostgreSQL the current schema's tables only: a bare ANALYZE would visit
 * every schema of the database and wait for their writers.
 */
export async function analyzeTables(writer: BulkWriter, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    // The limit belongs to the connection, which the app goes on using: put the previous one back.
    const [previous] = await writer.run('PRAGMA analysis_limit');
    await writer.run(`PRAGMA analysis_limit = ${SQLITE_ANALYSIS_LIMIT}`);
    await writer.run('ANALYZE');
    await writer.run(`PRAGMA analysis_limit = ${Number(previous!.analysis_limit)}`);
    return;
  }
  const tables = await writer.run(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`);
  if (tables.length > 0) await writer.run(`ANALYZE ${tables.map(({ name }) => quoted(name)).join(', ')}`);
}

const quoted = (name: unknown) => `"${String(name).replaceAll('"', '""')}"`;
