import { type Kysely, sql } from 'kysely';

/**
 * The region of each integration message's vehicle, copied onto the message (a vehicle's dealer,
 * and so its region, never changes), so the integration failure dashboard filtered by region reads
 * one covering index at 1,000,000 vehicles instead of looking up each message's vehicle. Messages
 * tied to no vehicle have no region. The new index supersedes integration_events_period (003).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('integration_events').addColumn('regiao_codigo', 'text').execute();
  await sql`UPDATE integration_events SET regiao_codigo = (SELECT v.regiao_codigo FROM vehicles v WHERE v.id = integration_events.vehicle_id)
    WHERE vehicle_id IS NOT NULL`.execute(db);
  await db.schema.dropIndex('integration_events_period').execute();
  await db.schema
    .createIndex('integration_events_periodo_regiao')
    .on('integration_events')
    .columns(['recebido_em', 'interface', 'sucesso', 'regiao_codigo', 'vehicle_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('integration_events_periodo_regiao').execute();
  await db.schema.createIndex('integration_events_period').on('integration_events').columns(['recebido_em', 'interface', 'sucesso', 'vehicle_id']).execute();
  await db.schema.alterTable('integration_events').dropColumn('regiao_codigo').execute();
}
