/**
 * Everything the dashboards read besides the source tables: the receipt facts copied onto
 * shipments (delivery-facts.ts), the vehicles' status periods (status-periods.ts) and the roll-ups
 * (row-rollup.ts), all kept current by triggers. Installed by migration 013; rebuilt in bulk by the seed,
 * with the vehicle lists' count roll-up (vehicle-counts.ts, migration 018).
 */
import type { BulkWriter, DialectName } from '../database.ts';
import { copyMissingDeliveryFacts, createFactTriggerStatements, dropFactTriggerStatements } from '../delivery-facts.ts';
import { createStatusPeriodTriggerStatements, dropStatusPeriodTriggerStatements, rebuildStatusPeriodStatements } from '../status-periods.ts';
import { deliveryDealerPeriods, deliveryRoutePeriods } from './delivery-rollups.ts';
import { integrationEventDays } from './integration-event-days.ts';
import { createTriggerStatements, dropTriggerStatements, rebuildStatements, type RowRollup, runAll } from './row-rollup.ts';
import type { SqlRunner } from './sql-runner.ts';
import { stockAgeDays } from './stock-age-rollup.ts';
import { vehicleCounts } from './vehicle-counts.ts';

export const DASHBOARD_ROLLUPS: readonly RowRollup[] = [deliveryDealerPeriods, deliveryRoutePeriods, integrationEventDays, stockAgeDays];

export async function dropDashboardTriggers(run: SqlRunner, dialect: DialectName): Promise<void> {
  await runAll(run, [
    ...dropFactTriggerStatements(dialect),
    ...dropStatusPeriodTriggerStatements(dialect),
    ...DASHBOARD_ROLLUPS.flatMap((rollup) => dropTriggerStatements(rollup, dialect)),
  ]);
}

/** Derives the status periods from the stored events, then counts everything into the roll-ups (below). */
export async function installDashboardRollups(run: SqlRunner, dialect: DialectName): Promise<void> {
  await dropDashboardTriggers(run, dialect);
  await runAll(run, rebuildStatusPeriodStatements());
  await countIntoRollups(run, dialect);
}

/**
 * Seed hook: `load` fills the tables with the triggers off (a million row-by-row updates would
 * cost more than counting once), writing each vehicle's status periods with its events; then the
 * facts and roll-ups (the dashboards' and the vehicle lists' counts) are built in bulk and the
 * triggers are back, inside the seed's transaction. `load` should leave the indexes in place and the
 * tables analysed: the copy of the facts looks receipts up by vehicle, which PostgreSQL plans badly
 * without statistics.
 */
export async function loadWithRollups<T>(writer: BulkWriter, dialect: DialectName, load: () => Promise<T>): Promise<T> {
  const run: SqlRunner = (statement) => writer.run(statement);
  await dropDashboardTriggers(run, dialect);
  await runAll(run, dropTriggerStatements(vehicleCounts, dialect));
  const loaded = await load();
  await countIntoRollups(run, dialect);
  await installRollup(run, dialect, vehicleCounts);
  return loaded;
}

/** Counts the current rows into one roll-up and keeps it current from then on (triggers). */
export async function installRollup(run: SqlRunner, dialect: DialectName, rollup: RowRollup): Promise<void> {
  await runAll(run, [...rebuildStatements(rollup, dialect), ...createTriggerStatements(rollup, dialect)]);
}

/** Copies the missing facts, counts the current rows into every roll-up and keeps all of it current from then on. */
async function countIntoRollups(run: SqlRunner, dialect: DialectName): Promise<void> {
  await copyMissingDeliveryFacts(run);
  for (const rollup of DASHBOARD_ROLLUPS) await runAll(run, rebuildStatements(rollup, dialect));
  await runAll(run, [
    ...createFactTriggerStatements(dialect),
    ...createStatusPeriodTriggerStatements(dialect),
    ...DASHBOARD_ROLLUPS.flatMap((rollup) => createTriggerStatements(rollup, dialect)),
  ]);
}
