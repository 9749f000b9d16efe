/**
 * A period as buckets of the roll-ups that count by month ('YYYY-MM') and by day ('YYYY-MM-DD'):
 * whole months, and for a month the period covers only in part, its covered days, or — when it
 * covers most of it — the whole month less its uncovered days. Counts are additive, so the signed
 * sum of the buckets is exactly the sum over the period's days, reading at most some 15 edge days
 * at each end instead of up to two years of days.
 */
import { addDays } from './dashboard-filter.ts';

export interface PeriodBuckets {
  /** Buckets to add. */
  plus: string[];
  /** Day buckets to take out (days of a whole month read in `plus` that are outside the period). */
  minus: string[];
}

const daysFrom = (first: string, last: string): string[] => {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
};

/** `dataInicio` and `dataFim` are inclusive days (YYYY-MM-DD). */
export function periodBuckets(dataInicio: string, dataFim: string): PeriodBuckets {
  const plus: string[] = [];
  const minus: string[] = [];
  for (let monthStart = `${dataInicio.slice(0, 7)}-01`; monthStart <= dataFim; ) {
    const nextMonth = addDays(monthStart, 32).slice(0, 7) + '-01';
    const monthEnd = addDays(nextMonth, -1);
    const covered = daysFrom(dataInicio > monthStart ? dataInicio : monthStart, dataFim < monthEnd ? dataFim : monthEnd);
    const uncovered = daysFrom(monthStart, monthEnd).filter((day) => day < dataInicio || day > dataFim);
    // A month's row holds about as many keys as one to three days' rows: read the smaller side.
    if (uncovered.length === 0) plus.push(monthStart.slice(0, 7));
    else if (covered.length <= uncovered.length + 2) plus.push(...covered);
    else {
      plus.push(monthStart.slice(0, 7));
      minus.push(...uncovered);
    }
    monthStart = nextMonth;
  }
  return { plus, minus };
}
