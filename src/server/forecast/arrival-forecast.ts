/**
 * A shipment's predicted arrival: P50 with the window P10–P90, from its route's recent transit
 * times conditioned on the time already on the road (transit-quantiles.ts).
 *
 * Fallback rule: a route with fewer than MIN_ROUTE_DELIVERIES deliveries in the history
 * (transit-history.ts, last 180 days) is forecast from its target: due date (departure + target)
 * plus the network's deviations from due dates, conditioned the same way. With no history at all,
 * the window is the due date itself (or now, once that has passed).
 */
import { conditionalWindow } from './transit-quantiles.ts';
import type { TransitHistory } from './transit-history.ts';

export const MIN_ROUTE_DELIVERIES = 20;

const HOUR = 3_600_000;
const DAY = 86_400_000;

export interface ShipmentOnItsWay {
  routeId: number;
  /** Departure instant (ms). */
  departure: number;
  /** The route's target in days. */
  targetDays: number;
}

/** `ROTA`: the route's own history; `TARGET`: the route's target and the network's deviations. */
export type ForecastBasis = 'ROTA' | 'TARGET';

export interface ArrivalForecast {
  /** Instants (ms). */
  p10: number;
  p50: number;
  p90: number;
  basis: ForecastBasis;
}

export function forecastArrival(history: TransitHistory, shipment: ShipmentOnItsWay, now: number): ArrivalForecast {
  const elapsedHours = Math.max(0, (now - shipment.departure) / HOUR);
  const at = (hours: number) => shipment.departure + Math.round(hours * HOUR);
  const route = history.byRoute.get(shipment.routeId);
  if (route && route.length >= MIN_ROUTE_DELIVERIES) {
    const window = conditionalWindow(route, elapsedHours)!;
    return { p10: at(window.p10), p50: at(window.p50), p90: at(window.p90), basis: 'ROTA' };
  }
  const targetHours = shipment.targetDays * 24;
  const deviation = conditionalWindow(history.network, elapsedHours - targetHours);
  if (!deviation) {
    const due = Math.max(shipment.departure + shipment.targetDays * DAY, now);
    return { p10: due, p50: due, p90: due, basis: 'TARGET' };
  }
  return { p10: at(targetHours + deviation.p10), p50: at(targetHours + deviation.p50), p90: at(targetHours + deviation.p90), basis: 'TARGET' };
}
