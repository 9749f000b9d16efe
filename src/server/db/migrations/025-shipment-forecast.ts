import type { Kysely } from 'kysely';

/**
 * The predicted arrival of a shipment on its way (forecast/arrival-forecast.ts): P10, P50 and P90
 * instants and the delivery risk (NO_PRAZO, EM_RISCO, ATRASADO; null once delivered), written by
 * forecast/risk-refresh.ts. The vehicle search filters and sorts by them, so they are copied onto
 * the vehicle row like its other list columns, with indexes in the default sort's order (newest
 * order first): a risk or a forecast period is a small share of the vehicles.
 */
const shipmentColumns = ['previsao_p10', 'previsao_p50', 'previsao_p90', 'risco_entrega'] as const;
const vehicleColumns = ['previsao_chegada', 'previsao_chegada_min', 'previsao_chegada_max', 'risco_entrega'] as const;

const indexes: [name: string, table: string, columns: string[]][] = [
  // The refresh finds the shipments whose risk must be cleared (delivered, or off the road) through it.
  ['shipments_risco', 'shipments', ['risco_entrega', 'route_id']],
  ['vehicles_risco_pedido', 'vehicles', ['risco_entrega', 'data_pedido', 'id']],
  ['vehicles_previsao_chegada', 'vehicles', ['previsao_chegada', 'data_pedido', 'id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  for (const column of shipmentColumns) await db.schema.alterTable('shipments').addColumn(column, 'text').execute();
  for (const column of vehicleColumns) await db.schema.alterTable('vehicles').addColumn(column, 'text').execute();
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
  for (const column of vehicleColumns) await db.schema.alterTable('vehicles').dropColumn(column).execute();
  for (const column of shipmentColumns) await db.schema.alterTable('shipments').dropColumn(column).execute();
}
