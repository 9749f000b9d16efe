import type { Kysely } from 'kysely';

/**
 * Vehicle search by NF period at 1,000,000 vehicles: NF dates are unrelated to the default
 * sort (newest order first), so walking `vehicles_data_pedido` read most of the table to fill one
 * page. This index holds the period and the sort column: the page's keys come from it alone
 * (define-list.ts, `selective` filters). It replaces `vehicles_data_nf`, its first column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('vehicles_data_nf_pedido').on('vehicles').columns(['data_nf', 'data_pedido']).execute();
  await db.schema.dropIndex('vehicles_data_nf').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('vehicles_data_nf').on('vehicles').columns(['data_nf']).execute();
  await db.schema.dropIndex('vehicles_data_nf_pedido').execute();
}
