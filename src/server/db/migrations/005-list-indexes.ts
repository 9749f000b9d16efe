import type { Kysely } from 'kysely';

/**
 * Indexes of the lists and reports added after the vehicle search, for 1,000,000
 * vehicles: each list's default sort and most used filters read an index range instead of sorting
 * or scanning the whole table. (Deliveries by `shipments.data_entrega` already have
 * `shipments_entrega`, migration 003.)
 */
const indexes: [name: string, table: string, columns: string[]][] = [
  // Devolução: newest request first; by status, newest first.
  ['returns_solicitacao', 'returns', ['data_solicitacao', 'id']],
  ['returns_situacao_solicitacao', 'returns', ['situacao', 'data_solicitacao']],
  // Sinistro: newest occurrence first; by carrier (with the vehicle: the list's count reads only this index).
  ['claims_ocorrencia', 'claims', ['data_ocorrencia', 'id']],
  ['claims_carrier', 'claims', ['carrier_id', 'data_ocorrencia', 'vehicle_id']],
  // Delays and the "delays by carrier" report: shipments due in a period.
  ['shipments_prevista', 'shipments', ['data_prevista', 'carrier_id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
