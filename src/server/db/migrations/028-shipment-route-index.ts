import type { Kysely } from 'kysely';

/**
 * The vehicle search's `rota` filter (a dashboard's route row links to it) finds the vehicles of a
 * route's shipments, and the risk refresh after a route's target changes reads the shipments of
 * those routes: both by `route_id`, which no index led with. The vehicle id completes the index, so
 * the filter reads no table row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('shipments_route').on('shipments').columns(['route_id', 'vehicle_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shipments_route').execute();
}
