/**
 * What a delivery ("entrega") is, for every figure that counts deliveries (dashboards, their
 * roll-ups, reports): a shipment with a delivery instant (`data_entrega`), counted on its UTC day,
 * with or without a receipt. Chassis under Expurgo are left out by the readers (api/dashboard/kpi-sql.ts
 * `countedDeliveries`, `excludedDeliveries`).
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** SQL over the shipment row alias `row`: the shipment is a delivery (roll-ups, triggers). */
export const isDelivery = (row: string) => `${row}.data_entrega IS NOT NULL`;

/** A half-open range of ISO instants: `from` ≤ instant < `toExclusive`. */
export interface InstantRange {
  from: string;
  toExclusive: string;
}

/** The deliveries (shipments `s`) of a range, Expurgo not yet applied. */
export function deliveriesIn(db: Kysely<Database>, range: InstantRange) {
  return db.selectFrom('shipments as s').where('s.data_entrega', '>=', range.from).where('s.data_entrega', '<', range.toExclusive);
}
