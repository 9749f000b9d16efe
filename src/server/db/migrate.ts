import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initialSchema from './migrations/001-initial-schema.ts';
import * as adminAudit from './migrations/002-admin-audit.ts';
import * as dashboardIndexes from './migrations/003-dashboard-indexes.ts';

/** Migrations are listed here in order (static imports: no file-system scanning at runtime). */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-admin-audit': adminAudit,
  '003-dashboard-indexes': dashboardIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // PostgreSQL: pin the bookkeeping tables to the current schema; otherwise Kysely may find another
  // schema's kysely_migration table (e.g. a parallel test file's) and never create its own.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}`.trim(), { cause: error });
  }
}
