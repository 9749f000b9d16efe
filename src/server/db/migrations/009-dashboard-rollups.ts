import type { CreateTableBuilder, Kysely } from 'kysely';
import { dropDashboardTriggers } from '../rollups/dashboard-rollups.ts';
import { dialectOf, kyselyRunner } from '../rollups/sql-runner.ts';

/** A roll-up table: its key columns (the primary key, in order), then its counts; every column required. */
async function rollupTable(db: Kysely<any>, name: string, keys: [string, 'text' | 'integer'][], counts: string[]): Promise<void> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, type] of keys) table = table.addColumn(column, type, (col) => col.notNull());
  for (const column of counts) table = table.addColumn(column, 'integer', (col) => col.notNull());
  await table
    .addPrimaryKeyConstraint(
      `${name}_pk`,
      keys.map(([column]) => column),
    )
    .execute();
}

/**
 * Roll-ups of the delivery and aging dashboards, and triggers keeping them, the integration
 * messages' roll-up (migration 008) and the receipt facts on shipments (006) exact on each write,
 * so a dashboard reads a few thousand rows for any period at 1,000,000 vehicles and no request
 * writes (rollups/dashboard-rollups.ts). Facts used to be copied once the receipt was finished and
 * messages folded on demand up to a mark; the triggers supersede both. The roll-ups are filled and
 * the triggers created by migration 013, once every table they read exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await rollupTable(
    db,
    'delivery_dealer_periods',
    [
      ['periodo', 'text'],
      ['dealer_id', 'integer'],
    ],
    ['entregues', 'no_app'],
  );
  await rollupTable(
    db,
    'delivery_route_periods',
    [
      ['periodo', 'text'],
      ['route_id', 'integer'],
      ['dias', 'integer'],
    ],
    ['entregas', 'avariados'],
  );
  await rollupTable(
    db,
    'stock_age_days',
    [
      ['situacao', 'text'],
      ['regiao_codigo', 'text'],
      ['dia', 'text'],
      ['apos_meia_noite', 'integer'],
    ],
    ['veiculos'],
  );
  await db.schema.dropTable('dashboard_rollup_marks').execute();
  // The receipt of a checklist, for the facts trigger on checklist answers (delivery-facts.ts).
  await db.schema.createIndex('receipts_checklist').on('receipts').column('checklist_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropDashboardTriggers(kyselyRunner(db), dialectOf(db));
  await db.schema.dropIndex('receipts_checklist').execute();
  await db.schema
    .createTable('dashboard_rollup_marks')
    .addColumn('rollup', 'text', (col) => col.primaryKey())
    .addColumn('ultimo_id', 'integer', (col) => col.notNull())
    .execute();
  for (const table of ['stock_age_days', 'delivery_route_periods', 'delivery_dealer_periods']) await db.schema.dropTable(table).execute();
}
