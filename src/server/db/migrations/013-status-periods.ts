import type { Kysely } from 'kysely';
import { dropDashboardTriggers, installDashboardRollups } from '../rollups/dashboard-rollups.ts';
import { dialectOf, kyselyRunner } from '../rollups/sql-runner.ts';

/**
 * The aging dashboard at the end of a past period (db/status-periods.ts): the vehicles' status
 * periods, derived from the status events, and the aging roll-up counting periods by the days they
 * began and ended instead of the vehicles' current state. Installs every dashboard roll-up and its
 * triggers (migration 009 creates the other roll-up tables).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = kyselyRunner(db);
  const dialect = dialectOf(db);
  await dropDashboardTriggers(run, dialect);
  await db.schema
    .createTable('vehicle_status_periods')
    .addColumn('vehicle_id', 'integer', (col) => col.notNull())
    .addColumn('inicio', 'text', (col) => col.notNull())
    .addColumn('fim', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('regiao_codigo', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('vehicle_status_periods_pk', ['vehicle_id', 'inicio'])
    .execute();
  await db.schema.dropTable('stock_age_days').execute();
  await db.schema
    .createTable('stock_age_days')
    .addColumn('situacao', 'text', (col) => col.notNull())
    .addColumn('regiao_codigo', 'text', (col) => col.notNull())
    .addColumn('dia', 'text', (col) => col.notNull())
    .addColumn('apos_meia_noite', 'integer', (col) => col.notNull())
    .addColumn('dia_fim', 'text', (col) => col.notNull())
    .addColumn('veiculos', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stock_age_days_pk', ['situacao', 'regiao_codigo', 'dia', 'apos_meia_noite', 'dia_fim'])
    .execute();
  // The periods current at the end of a day D: those ending after D, which for a recent D are few.
  await db.schema
    .createIndex('stock_age_days_fim')
    .on('stock_age_days')
    .columns(['dia_fim', 'dia', 'situacao', 'regiao_codigo', 'apos_meia_noite', 'veiculos'])
    .execute();
  await installDashboardRollups(run, dialect);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropDashboardTriggers(kyselyRunner(db), dialectOf(db));
  await db.schema.dropTable('vehicle_status_periods').execute();
  await db.schema.dropTable('stock_age_days').execute();
  await db.schema
    .createTable('stock_age_days')
    .addColumn('situacao', 'text', (col) => col.notNull())
    .addColumn('regiao_codigo', 'text', (col) => col.notNull())
    .addColumn('dia', 'text', (col) => col.notNull())
    .addColumn('apos_meia_noite', 'integer', (col) => col.notNull())
    .addColumn('veiculos', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('stock_age_days_pk', ['situacao', 'regiao_codigo', 'dia', 'apos_meia_noite'])
    .execute();
}
