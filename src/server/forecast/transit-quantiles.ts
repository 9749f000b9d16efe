/**
 * The arrival window of one shipment from a sample of past transit times (hours, sorted ascending),
 * conditioned on the time already elapsed: only the transits longer than what this shipment has
 * already spent on the road say when it may still arrive. Pure, so the refresh and the backtest
 * (tests/bench/arrival-forecast.bench.ts) compute the same numbers.
 */

/** Fewer survivors than this and the empirical quantiles say little: see `conditionalWindow`. */
export const MIN_SURVIVORS = 5;

export interface TransitWindow {
  /** Hours from departure: 10 % of such shipments arrived earlier, half earlier, 90 % earlier. */
  p10: number;
  p50: number;
  p90: number;
}

/** The p-quantile (0..1) of sorted[from..], linear between order statistics (Hyndman-Fan type 7). */
export function quantile(sorted: readonly number[], p: number, from = 0): number {
  const count = sorted.length - from;
  if (count <= 0) throw new RangeError('Amostra vazia');
  const position = from + (count - 1) * p;
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** Index of the first value greater than `value` (binary search; sorted.length when none is). */
export function firstAbove(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! > value) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Quantiles of the transits longer than `elapsed` (hours). A shipment already past nearly all of
 * its history (fewer than MIN_SURVIVORS longer transits) is given the spread of the history's
 * longest transits beyond the shortest of them, counted from now: it is late by the record, and the
 * longest trips say how much longer such a trip still takes. Undefined for an empty sample.
 */
export function conditionalWindow(sorted: readonly number[], elapsed: number): TransitWindow | undefined {
  if (sorted.length === 0) return undefined;
  const survivors = firstAbove(sorted, elapsed);
  if (sorted.length - survivors >= MIN_SURVIVORS) {
    return { p10: quantile(sorted, 0.1, survivors), p50: quantile(sorted, 0.5, survivors), p90: quantile(sorted, 0.9, survivors) };
  }
  const tailStart = Math.max(0, sorted.length - MIN_SURVIVORS);
  const base = sorted[tailStart]!;
  const remaining = (p: number) => elapsed + quantile(sorted, p, tailStart) - base;
  return { p10: remaining(0.1), p50: remaining(0.5), p90: remaining(0.9) };
}
