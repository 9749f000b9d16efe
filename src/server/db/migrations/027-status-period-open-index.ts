import { type Kysely, sql } from 'kysely';
import { OPEN_END_DAY } from '../rollups/stock-age-rollup.ts';

/**
 * The vehicle search's aging filters (api/vehicle/vehicle-aging.filters.ts) find the status periods
 * open at the end of a day: by status, then the end (`fim`, null while current, read as
 * OPEN_END_DAY so one range holds both), then the start the age buckets bound; the vehicle id
 * completes the index, so the count reads no table row. An expression index, on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const end = sql`coalesce(fim, ${sql.lit(OPEN_END_DAY)})`;
  await sql`create index vehicle_status_periods_open on vehicle_status_periods (status, (${end}), inicio, vehicle_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('vehicle_status_periods_open').execute();
}
