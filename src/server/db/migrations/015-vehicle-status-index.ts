import type { Kysely } from 'kysely';

/**
 * Vehicle search sorted by status label at 1,000,000 vehicles: the page is read one status at a
 * time in key order (list/label-order.ts), which this index serves without sorting any row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('vehicles_status_id').on('vehicles').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vehicles_status_id').execute();
}
