import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../rollups/sql-runner.ts';

/**
 * Three vehicle searches at 1,000,000 vehicles that SQLite's indexes serve but PostgreSQL's did not
 * (bench:api -- --database postgres), so on PostgreSQL only:
 * - sorted by status label: the ranges of codes outside the enum compare bytes (`collate "C"`,
 *   list/label-order.ts), which an index in the database's collation cannot answer (1.1 s, now 2 ms);
 * - NF number descending with empty NFs last: PostgreSQL puts nulls first when it reads an ascending
 *   index backwards, SQLite last (0.5 s, now under 1 ms);
 * - NF period: SQLite's indexes hold the row id, PostgreSQL's do not, so the page's keys cost a
 *   visit to every matching row (150 ms, now 20 ms); this index replaces `vehicles_data_nf_pedido`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create index vehicles_status_bytes on vehicles (status collate "C")`.execute(db);
  await sql`create index vehicles_numero_nf_desc on vehicles (numero_nf desc nulls last, id desc)`.execute(db);
  await db.schema.createIndex('vehicles_data_nf_pedido_id').on('vehicles').columns(['data_nf', 'data_pedido', 'id']).execute();
  await db.schema.dropIndex('vehicles_data_nf_pedido').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.schema.createIndex('vehicles_data_nf_pedido').on('vehicles').columns(['data_nf', 'data_pedido']).execute();
  await db.schema.dropIndex('vehicles_data_nf_pedido_id').execute();
  await db.schema.dropIndex('vehicles_numero_nf_desc').execute();
  await db.schema.dropIndex('vehicles_status_bytes').execute();
}
