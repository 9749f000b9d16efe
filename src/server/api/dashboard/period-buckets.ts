/**
 * A period as buckets of the roll-ups that count by month ('YYYY-MM') and by day ('YYYY-MM-DD'):
 * whole months, and for a month the period covers only in part, its covered days, or — when it
 * covers most of it — the whole month less its uncovered days. Counts are additive, so the signed
 * sum of the buckets is exactly the sum over the period's days, reading at most some 15 edge days
 * at each end instead of up to two years of days.
 */
import { dayNumber, dayText, monthsOf } from '../../dates/day-range.ts';

export interface PeriodBuckets {
  /** Buckets to add. */
  plus: string[];
  /** Day buckets to take out (days of a whole month read in `plus` that are outside the period). */
  minus: string[];
}

/** Days `first..last` (day numbers, inclusive) as 'YYYY-MM-DD'. */
const daysFrom = (first: number, last: number): string[] => Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => dayText(first + i));

/** `dataInicio` and `dataFim` are inclusive days (YYYY-MM-DD); the loops run over the period's own months and days. */
export function periodBuckets(dataInicio: string, dataFim: string): PeriodBuckets {
  const plus: string[] = [];
  const minus: string[] = [];
  const first = dayNumber(dataInicio);
  const last = dayNumber(dataFim);
  for (const month of monthsOf(dataInicio, dataFim)) {
    const coveredFirst = Math.max(first, month.start);
    const coveredLast = Math.min(last, month.end);
    const covered = coveredLast - coveredFirst + 1;
    const uncovered = month.end - month.start + 1 - covered;
    const monthKey = dayText(month.start).slice(0, 7);
    // A month's row holds about as many keys as one to three days' rows: read the smaller side.
    if (uncovered === 0) plus.push(monthKey);
    else if (covered <= uncovered + 2) plus.push(...daysFrom(coveredFirst, coveredLast));
    else {
      plus.push(monthKey);
      minus.push(...daysFrom(month.start, first - 1), ...daysFrom(last + 1, month.end));
    }
  }
  return { plus, minus };
}
