/**
 * The delivery risk of a shipment not yet delivered, and its days late. "On time" is the dashboards'
 * OTD rule (api/dashboard/transit-stats.ts, docs domain notes): the whole days of transit are within
 * the route's target, so a delivery is on time until one day after the due date (departure +
 * target), and the seed opens a delay only past that (db/seed/seed-database.ts).
 *   NO_PRAZO  on its way, P50 within the on-time limit;
 *   EM_RISCO  on its way, not yet late, P50 past the limit;
 *   ATRASADO  not delivered and past the limit.
 * Codes and labels: manifests/enums/delivery-risk.json.
 */
export const deliveryRisks = ['NO_PRAZO', 'EM_RISCO', 'ATRASADO'] as const;
export type DeliveryRisk = (typeof deliveryRisks)[number];

const DAY = 86_400_000;

/** The first instant a delivery due at `due` (ms) counts as late. */
export const lateFrom = (due: number): number => due + DAY;

export function riskOf(due: number, p50: number, now: number): DeliveryRisk {
  if (now >= lateFrom(due)) return 'ATRASADO';
  return p50 >= lateFrom(due) ? 'EM_RISCO' : 'NO_PRAZO';
}

/** Days past the due date at `at` (ms), rounded up, 0 when not past it: the delays' `dias_atraso`, as the seed counts them. */
export const daysLate = (due: number, at: number): number => Math.max(0, Math.ceil((at - due) / DAY));
