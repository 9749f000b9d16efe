import { describe, expect, it } from 'vitest';
import { forecastArrival, MIN_ROUTE_DELIVERIES } from '../../../../src/server/forecast/arrival-forecast.ts';
import { daysLate, riskOf } from '../../../../src/server/forecast/delivery-risk.ts';
import { buildTransitHistory, type DeliveryTransit } from '../../../../src/server/forecast/transit-history.ts';
import { conditionalWindow, firstAbove, MIN_SURVIVORS, quantile } from '../../../../src/server/forecast/transit-quantiles.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const departure = Date.parse('2025-05-01T10:00:00.000Z');

describe('quantile', () => {
  it('interpolates between order statistics (type 7), from any start', () => {
    const sorted = [10, 20, 30, 40, 50];
    expect(quantile(sorted, 0)).toBe(10);
    expect(quantile(sorted, 0.5)).toBe(30);
    expect(quantile(sorted, 0.9)).toBe(46);
    expect(quantile(sorted, 1)).toBe(50);
    expect(quantile(sorted, 0.5, 2)).toBe(40);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });

  it('finds the first value above a bound', () => {
    expect(firstAbove([1, 2, 2, 3], 2)).toBe(3);
    expect(firstAbove([1, 2, 2, 3], 0)).toBe(0);
    expect(firstAbove([1, 2, 2, 3], 3)).toBe(4);
  });
});

describe('conditionalWindow', () => {
  const hours = Array.from({ length: 100 }, (_, i) => 48 + i);

  it('is the sample quantiles at departure', () => {
    expect(conditionalWindow(hours, 0)).toEqual({ p10: quantile(hours, 0.1), p50: quantile(hours, 0.5), p90: quantile(hours, 0.9) });
  });

  it('keeps only the transits longer than the time already on the road', () => {
    const window = conditionalWindow(hours, 120)!;
    // Survivors: 121..147 (27 values).
    expect(window.p50).toBe(134);
    expect(window.p10).toBeGreaterThan(120);
    expect(window.p90).toBeLessThanOrEqual(147);
  });

  it('past nearly all of the history, spreads the longest transits from now', () => {
    const window = conditionalWindow(hours, 146)!;
    // Tail: the 5 longest (143..147), 0..4 hours beyond the shortest of them, counted from 146.
    expect(window.p10).toBeCloseTo(146.4);
    expect(window.p50).toBe(148);
    expect(window.p90).toBeCloseTo(149.6);
    expect(window.p10).toBeGreaterThanOrEqual(146);
    expect(MIN_SURVIVORS).toBe(5);
  });

  it('is undefined without history', () => {
    expect(conditionalWindow([], 10)).toBeUndefined();
  });
});

/** `count` deliveries of route 1 taking `transit` hours each, due after `targetDays`. */
const deliveries = (routeId: number, count: number, transit: (i: number) => number, targetDays: number): DeliveryTransit[] =>
  Array.from({ length: count }, (_, i) => ({ routeId, transitHours: transit(i), deviationHours: transit(i) - targetDays * 24, deliveries: 1 }));

describe('forecastArrival', () => {
  it('uses the route history when it holds at least MIN_ROUTE_DELIVERIES deliveries', () => {
    // Route 1 takes 5 days (+0..19 h) although its target is 3: its own history says so.
    const history = buildTransitHistory(deliveries(1, MIN_ROUTE_DELIVERIES, (i) => 120 + i, 3));
    const forecast = forecastArrival(history, { routeId: 1, departure, targetDays: 3 }, departure);
    expect(forecast.basis).toBe('ROTA');
    expect(forecast.p50).toBe(departure + 129.5 * HOUR);
    expect(forecast.p10).toBeLessThan(forecast.p50);
    expect(forecast.p90).toBeGreaterThan(forecast.p50);
  });

  it('falls back to the target plus the network deviations below MIN_ROUTE_DELIVERIES', () => {
    // Route 1 is one delivery short; the network (route 2, target 2, and route 1) delivers 10 h after the due date on the median.
    const history = buildTransitHistory([...deliveries(1, MIN_ROUTE_DELIVERIES - 1, () => 72 + 10, 3), ...deliveries(2, 41, (i) => 48 + i - 10, 2)]);
    const forecast = forecastArrival(history, { routeId: 1, departure, targetDays: 3 }, departure);
    expect(forecast.basis).toBe('TARGET');
    expect(forecast.p50).toBe(departure + (72 + 10) * HOUR);
  });

  it('conditions the fallback on the elapsed time too', () => {
    const history = buildTransitHistory(deliveries(2, 41, (i) => 48 + i - 10, 2));
    const now = departure + 80 * HOUR;
    const forecast = forecastArrival(history, { routeId: 9, departure, targetDays: 3 }, now);
    expect(forecast.p10).toBeGreaterThan(now);
    expect(forecast.p50).toBeGreaterThan(departure + 82 * HOUR);
  });

  it('without any history, is the due date (or now, past it)', () => {
    const empty = buildTransitHistory([]);
    const due = departure + 3 * DAY;
    expect(forecastArrival(empty, { routeId: 1, departure, targetDays: 3 }, departure)).toEqual({ p10: due, p50: due, p90: due, basis: 'TARGET' });
    const later = due + 5 * HOUR;
    expect(forecastArrival(empty, { routeId: 1, departure, targetDays: 3 }, later).p50).toBe(later);
  });
});

describe('riskOf', () => {
  const due = departure + 3 * DAY;
  it('is on time while P50 is within the whole day after the due date (the OTD rule)', () => {
    expect(riskOf(due, due + 23 * HOUR, departure)).toBe('NO_PRAZO');
    expect(riskOf(due, due + DAY, departure)).toBe('EM_RISCO');
    expect(riskOf(due, due, due + DAY)).toBe('ATRASADO');
  });

  it('counts the days late as the seed does (rounded up)', () => {
    expect(daysLate(due, due - HOUR)).toBe(0);
    expect(daysLate(due, due + DAY + HOUR)).toBe(2);
  });
});
