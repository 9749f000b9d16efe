import { type Kysely, sql } from 'kysely';

/**
 * Indexes of the four dashboards (p95 ≤ 300 ms at 1,000,000 vehicles): each covers
 * the columns its aggregation reads, so the period scan never visits the wide table rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Deliveries of a period: app rate, carrier performance, transit time vs target.
  await db.schema.createIndex('shipments_entrega').on('shipments').columns(['data_entrega', 'route_id', 'data_saida', 'vehicle_id']).execute();
  // The receipt of each delivery: dealer, app registration and checklist (app rate, damage rate).
  await db.schema
    .createIndex('receipts_vehicle_kpi')
    .on('receipts')
    .columns(['vehicle_id', 'dealer_id', 'registrado_no_app', 'receipt_status', 'checklist_id'])
    .execute();
  // Messages of a period by interface and outcome (integration failure rate).
  await db.schema.createIndex('integration_events_period').on('integration_events').columns(['recebido_em', 'interface', 'sucesso', 'vehicle_id']).execute();
  // Aging: vehicles in stock or in transit, by how long they have been in that state.
  await db.schema.createIndex('vehicles_status_since').on('vehicles').columns(['status', 'data_status', 'regiao_codigo']).execute();
  // Damage found at the receipt: only the answers that carry a damage code.
  await db.schema
    .createIndex('checklist_answers_damage')
    .on('checklist_answers')
    .column('checklist_id')
    .where(sql.ref('codigo_avaria'), 'is not', null)
    .execute();
  await db.schema.createIndex('kpi_exclusions_active').on('kpi_exclusions').columns(['ativo', 'vehicle_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'shipments_entrega',
    'receipts_vehicle_kpi',
    'integration_events_period',
    'vehicles_status_since',
    'checklist_answers_damage',
    'kpi_exclusions_active',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
