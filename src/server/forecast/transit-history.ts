/**
 * What the forecast learns from: the transit times (departure to delivery, in hours) of each route's
 * deliveries of the last HISTORY_DAYS, and how late or early every route's deliveries came against
 * their due dates (the network's deviations, for routes with a thin history).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/rollups/sql-runner.ts';
import type { Database } from '../db/schema.ts';

export const HISTORY_DAYS = 180;
const DAY = 86_400_000;

/** Deliveries of one route with the same transit and deviation, in whole hours. */
export interface DeliveryTransit {
  routeId: number;
  /** Departure to delivery. */
  transitHours: number;
  /** Delivery minus the due date (departure + the route's target then): negative = early. */
  deviationHours: number;
  deliveries: number;
}

export interface TransitHistory {
  /** Each route's transit hours, one per delivery, sorted ascending. */
  byRoute: Map<number, number[]>;
  /** Every delivery's deviation hours, sorted ascending. */
  network: number[];
}

export function buildTransitHistory(rows: Iterable<DeliveryTransit>): TransitHistory {
  const byRoute = new Map<number, number[]>();
  const network: number[] = [];
  for (const row of rows) {
    let route = byRoute.get(row.routeId);
    if (!route) byRoute.set(row.routeId, (route = []));
    for (let i = 0; i < row.deliveries; i++) {
      route.push(row.transitHours);
      network.push(row.deviationHours);
    }
  }
  const ascending = (a: number, b: number) => a - b;
  for (const route of byRoute.values()) route.sort(ascending);
  network.sort(ascending);
  return { byRoute, network };
}

/** Whole hours from `start` to `end` (ISO text columns of ours), rounded, in each dialect. */
function hoursBetween(db: Kysely<Database>, end: string, start: string) {
  return dialectOf(db) === 'postgres'
    ? sql.raw<number>(`round(extract(epoch from (${end}::timestamptz - ${start}::timestamptz)) / 3600)::integer`)
    : sql.raw<number>(`cast(round((julianday(${end}) - julianday(${start})) * 24) as integer)`);
}

/**
 * The history as of `now`: deliveries in [now - HISTORY_DAYS, now), grouped in SQL by route and
 * hour (read through `shipments_entrega`), so a large history crosses the wire as a few rows per route.
 */
export async function loadTransitHistory(db: Kysely<Database>, now: number): Promise<TransitHistory> {
  const rows = await db
    .selectFrom('shipments as s')
    .select([
      's.route_id',
      hoursBetween(db, 's.data_entrega', 's.data_saida').as('transito'),
      hoursBetween(db, 's.data_entrega', 's.data_prevista').as('desvio'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('s.data_entrega', '>=', new Date(now - HISTORY_DAYS * DAY).toISOString())
    .where('s.data_entrega', '<', new Date(now).toISOString())
    .groupBy(['s.route_id', sql.ref('transito'), sql.ref('desvio')])
    .execute();
  return buildTransitHistory(
    rows.map((row) => ({ routeId: row.route_id, transitHours: Number(row.transito), deviationHours: Number(row.desvio), deliveries: Number(row.n) })),
  );
}
