import {
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresAdapter,
  sql,
  type TableMetadata,
} from 'kysely';
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
import * as postgresListIndexes from './migrations/020-postgres-list-indexes.ts';
import * as delayDueDate from './migrations/021-delay-due-date.ts';
import * as savedViews from './migrations/022-saved-views.ts';
import * as kpiExclusionEvents from './migrations/023-kpi-exclusion-events.ts';
import * as integrationMessageHandling from './migrations/024-integration-message-handling.ts';
import * as shipmentForecast from './migrations/025-shipment-forecast.ts';
import * as alerts from './migrations/026-alerts.ts';
import * as statusPeriodOpenIndex from './migrations/027-status-period-open-index.ts';
import * as shipmentRouteIndex from './migrations/028-shipment-route-index.ts';

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
  '020-postgres-list-indexes': postgresListIndexes,
  '021-delay-due-date': delayDueDate,
  '022-saved-views': savedViews,
  '023-kpi-exclusion-events': kpiExclusionEvents,
  '024-integration-message-handling': integrationMessageHandling,
  '025-shipment-forecast': shipmentForecast,
  '026-alerts': alerts,
  '027-status-period-open-index': statusPeriodOpenIndex,
  '028-shipment-route-index': shipmentRouteIndex,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * What the migrator asks PostgreSQL (does this schema, this table exist?), answered from the names in
 * the catalogue. Kysely's own introspector reads every column of every schema and looks sequences up
 * by schema name, so it fails (3F000, 42P01) when another schema is dropped meanwhile, e.g. by a test
 * file running beside this one. Tables carry no columns: the migrator reads only names.
 */
function namesOnlyIntrospector(db: Kysely<any>): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
    return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === 'v' || row.kind === 'm', columns: [] }));
  };
  return {
    async getSchemas() {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(db);
      return rows;
    },
    getTables,
    async getMetadata() {
      return { tables: await getTables() };
    },
  };
}

/**
 * PostgreSQL: the bookkeeping tables pinned to the current schema (otherwise Kysely may find another
 * schema's kysely_migration table and never create its own), looked up by `namesOnlyIntrospector`.
 */
async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const introspection = namesOnlyIntrospector(db);
  // The same instance in every other respect; its methods bound to it, as its private fields require.
  const scoped = new Proxy(db, {
    get: (target, property) => {
      if (property === 'introspection') return introspection;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Migrator({ db: scoped, provider, migrationTableSchema: rows[0]?.schema });
}

/**
 * Applies every pending migration. Several instances starting together are safe on PostgreSQL:
 * Kysely's migrator holds a session advisory lock while it reads what is applied and migrates, so
 * one instance migrates and the others then find nothing to do.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  throwOnFailure(await (await migratorFor(db)).migrateToLatest());
}

/** Migrates up or down to the named migration (tests of a migration's backfill start from the one before it). */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  throwOnFailure(await (await migratorFor(db)).migrateTo(name));
}

function throwOnFailure({ error, results }: MigrationResultSet): void {
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
