import type { Kysely } from 'kysely';
import { installRollup } from '../rollups/dashboard-rollups.ts';
import { dropTriggerStatements, runAll } from '../rollups/row-rollup.ts';
import { dialectOf, kyselyRunner } from '../rollups/sql-runner.ts';
import { vehicleCounts } from '../rollups/vehicle-counts.ts';

/** The vehicle lists' count roll-up (rollups/vehicle-counts.ts): the table, filled, and its triggers. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vehicle_counts')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('regiao_codigo', 'text', (col) => col.notNull())
    .addColumn('uf', 'text', (col) => col.notNull())
    .addColumn('veiculos', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('vehicle_counts_pk', ['status', 'regiao_codigo', 'uf'])
    .execute();
  await installRollup(kyselyRunner(db), dialectOf(db), vehicleCounts);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runAll(kyselyRunner(db), dropTriggerStatements(vehicleCounts, dialectOf(db)));
  await db.schema.dropTable('vehicle_counts').execute();
}
