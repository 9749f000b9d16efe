/**
 * App rate and integration failure rate are both "part ÷ whole" counted in SQL at the finest grain
 * the dashboard shows; this adds those groups up by a coarser key (month, region, interface...).
 */
import { share } from './dashboard-filter.ts';

export interface RateCount {
  whole: number;
  part: number;
}

export interface RateGroup<K, R extends RateCount> extends RateCount {
  key: K;
  /** part ÷ whole, 0..1; null when whole is 0. */
  rate: number | null;
  /** The first row of the group, for labels that come with the key (names, regions). */
  sample: R;
}

export function rateBy<R extends RateCount, K>(rows: readonly R[], keyOf: (row: R) => K): RateGroup<K, R>[] {
  const groups = new Map<K, { whole: number; part: number; sample: R }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) {
      group.whole += row.whole;
      group.part += row.part;
    } else {
      groups.set(key, { whole: row.whole, part: row.part, sample: row });
    }
  }
  return [...groups.entries()].map(([key, g]) => ({ key, whole: g.whole, part: g.part, rate: share(g.part, g.whole), sample: g.sample }));
}

export function rateTotal(rows: readonly RateCount[]): RateCount & { rate: number | null } {
  const whole = rows.reduce((sum, row) => sum + row.whole, 0);
  const part = rows.reduce((sum, row) => sum + row.part, 0);
  return { whole, part, rate: share(part, whole) };
}
