import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initialSchema from './migrations/001-initial-schema.ts';
import * as adminAudit from './migrations/002-admin-audit.ts';
import * as dashboardIndexes from './migrations/003-dashboard-indexes.ts';
import * as delayHistoryAndHelp from './migrations/004-delay-history-and-help.ts';
import * as listIndexes from './migrations/005-list-indexes.ts';
import * as deliveryFacts from './migrations/006-delivery-facts.ts';
import * as integrationEventRegion from './migrations/007-integration-event-region.ts';
import * as integrationEventDays from './migrations/008-integration-event-days.ts';
import * as dashboardRollups from './migrations/009-dashboard-rollups.ts';
import * as listIndexesAt1m from './migrations/010-list-indexes.ts';
import * as vehicleNfIndex from './migrations/011-vehicle-nf-index.ts';
import * as kpiExclusionRevertReason from './migrations/012-kpi-exclusion-revert-reason.ts';
import * as statusPeriods from './migrations/013-status-periods.ts';
import * as realmUserEdits from './migrations/014-realm-user-edits.ts';
import * as vehicleStatusIndex from './migrations/015-vehicle-status-index.ts';
import * as vehicleCounts from './migrations/018-vehicle-counts.ts';
import * as idpSharedState from './migrations/019-idp-shared-state.ts';

/** Migrations are listed here in order (static imports: no file-system scanning at runtime). */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '002-admin-audit': adminAudit,
  '003-dashboard-indexes': dashboardIndexes,
  '004-delay-history-and-help': delayHistoryAndHelp,
  '005-list-indexes': listIndexes,
  '006-delivery-facts': deliveryFacts,
  '007-integration-event-region': integrationEventRegion,
  '008-integration-event-days': integrationEventDays,
  '009-dashboard-rollups': dashboardRollups,
  '010-list-indexes': listIndexesAt1m,
  '011-vehicle-nf-index': vehicleNfIndex,
  '012-kpi-exclusion-revert-reason': kpiExclusionRevertReason,
  '013-status-periods': statusPeriods,
  '014-realm-user-edits': realmUserEdits,
  '015-vehicle-status-index': vehicleStatusIndex,
  '018-vehicle-counts': vehicleCounts,
  '019-idp-shared-state': idpSharedState,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * PostgreSQL: the bookkeeping tables pinned to the current schema; otherwise Kysely may find another
 * schema's kysely_migration table (e.g. a parallel test file's) and never create its own.
 */
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({ db, provider, migrationTableSchema });
}

/**
 * Applies every pending migration. Several instances starting together are safe on PostgreSQL:
 * Kysely's migrator holds a session advisory lock while it reads what is applied and migrates, so
 * one instance migrates and the others then find nothing to do.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}`.trim(), { cause: error });
  }
}

/**
 * Migrations of this version not applied to the database (every one on an empty database); reads
 * only. A database migrated by a newer version is refused at start by the migrator itself.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  return (await (await migratorFor(db)).getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
