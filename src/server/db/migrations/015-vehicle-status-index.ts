import type { Kysely } from 'kysely';

/**
 * Vehicle search sorted by status label at 1,000,000 vehicles: the page is read one status at a
 * time in key order (list/label-order.ts), which these indexes serve without sorting any row, alone
 * and with a region filter (with only the first, SQLite sorts every vehicle of a status and region).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('vehicles_status_id').on('vehicles').columns(['status', 'id']).execute();
  await db.schema.createIndex('vehicles_status_regiao_id').on('vehicles').columns(['status', 'regiao_codigo', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vehicles_status_regiao_id').execute();
  await db.schema.dropIndex('vehicles_status_id').execute();
}
