/**
 * A period as roll-up buckets (whole months, plus or minus days) must cover each of its days exactly
 * once and nothing else, for any start and length, and read few day buckets.
 */
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, monthsOf } from '../../../src/server/dates/day-range.ts';
import { periodBuckets } from '../../../src/server/api/dashboard/period-buckets.ts';

/** Each day (day number) of the buckets with how many times it counts (months expanded to their days). */
function coverage(plus: string[], minus: string[]): Map<number, number> {
  const counts = new Map<number, number>();
  const count = (day: number, n: number) => counts.set(day, (counts.get(day) ?? 0) + n);
  for (const bucket of plus) {
    if (bucket.length === 10) count(dayNumber(bucket), 1);
    else for (const { start, end } of monthsOf(`${bucket}-01`, `${bucket}-01`)) for (let day = start; day <= end; day++) count(day, 1);
  }
  for (const day of minus) count(dayNumber(day), -1);
  return new Map([...counts].filter(([, n]) => n !== 0));
}

describe('periodBuckets', () => {
  it('covers every day of the period once, for any start and length', () => {
    for (let start = '2023-12-20'; start < '2025-03-10'; start = addDays(start, 1)) {
      for (const days of [1, 2, 15, 16, 28, 30, 31, 45, 365, 731]) {
        const end = addDays(start, days - 1);
        const { plus, minus } = periodBuckets(start, end);
        const expected = new Map(Array.from({ length: days }, (_, i) => [dayNumber(start) + i, 1]));
        expect(coverage(plus, minus), `${start}..${end}`).toEqual(expected);
        // At most about half a month of single days at each end.
        expect(plus.filter((b) => b.length === 10).length + minus.length, `${start}..${end}`).toBeLessThanOrEqual(34);
      }
    }
  });

  it('reads whole months alone when the period is made of them', () => {
    expect(periodBuckets('2024-02-01', '2024-04-30')).toEqual({ plus: ['2024-02', '2024-03', '2024-04'], minus: [] });
    expect(periodBuckets('2025-05-01', '2025-05-29')).toEqual({ plus: ['2025-05'], minus: ['2025-05-30', '2025-05-31'] });
  });
});
