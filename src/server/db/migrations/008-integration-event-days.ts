import type { Kysely } from 'kysely';

/**
 * The daily roll-up of integration messages and the mark of how far it had folded them on demand
 * (migration 009 replaces the mark by triggers and counts the messages); messages of a vehicle by
 * vehicle, to take out the ones under Expurgo (few) at query time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('integration_event_days')
    .addColumn('dia', 'text', (col) => col.notNull())
    .addColumn('interface', 'text', (col) => col.notNull())
    .addColumn('regiao_codigo', 'text', (col) => col.notNull())
    .addColumn('sucesso', 'integer', (col) => col.notNull())
    .addColumn('mensagem', 'text', (col) => col.notNull())
    .addColumn('mensagens', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('integration_event_days_key')
    .on('integration_event_days')
    .columns(['dia', 'interface', 'regiao_codigo', 'sucesso', 'mensagem'])
    .unique()
    .execute();
  await db.schema
    .createTable('dashboard_rollup_marks')
    .addColumn('rollup', 'text', (col) => col.primaryKey())
    .addColumn('ultimo_id', 'integer', (col) => col.notNull())
    .execute();
  await db.insertInto('dashboard_rollup_marks').values({ rollup: 'integration_event_days', ultimo_id: 0 }).execute();
  await db.schema.createIndex('integration_events_vehicle').on('integration_events').column('vehicle_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('integration_events_vehicle').execute();
  await db.schema.dropTable('dashboard_rollup_marks').execute();
  await db.schema.dropTable('integration_event_days').execute();
}
