import type { Kysely } from 'kysely';

/**
 * List indexes found missing by EXPLAIN QUERY PLAN at 1,000,000 vehicles (list benchmarks):
 * a filter with no index of its own made the count read every vehicle row, and a region + period
 * search looked up some 30,000 rows to check their status.
 */
const indexes: [name: string, table: string, columns: string[]][] = [
  // Orders and vehicle search by status and order period, newest first: one index range, already in
  // the default sort's order (`vehicles_status_regiao_data` needs the region to reach the period).
  ['vehicles_status_pedido', 'vehicles', ['status', 'data_pedido']],
  // Region + period in the default sort's order (`id` breaks ties), with the status read from the
  // index instead of the row (replaces vehicles_regiao_data).
  ['vehicles_regiao_data_status', 'vehicles', ['regiao_codigo', 'data_pedido', 'id', 'status']],
  // Vehicle search filters that had no index: sales type, in stock, blocked (newest order first).
  ['vehicles_tipo_venda', 'vehicles', ['tipo_venda_codigo', 'data_pedido']],
  ['vehicles_em_estoque', 'vehicles', ['em_estoque', 'data_pedido']],
  ['vehicles_bloqueado', 'vehicles', ['bloqueado', 'data_pedido']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
  await db.schema.dropIndex('vehicles_regiao_data').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('vehicles_regiao_data').on('vehicles').columns(['regiao_codigo', 'data_pedido']).execute();
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
