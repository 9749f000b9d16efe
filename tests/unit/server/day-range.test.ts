/**
 * Day arithmetic at the ends of the calendar: a period near year 9999 must end (its text used to
 * become '+010000-01' past 9999-12-31, which sorts before every four-digit year, so the period
 * loops never finished), and a day past four-digit years is an error rather than unsortable text.
 */
import { describe, expect, it } from 'vitest';
import { periodBuckets } from '../../../src/server/api/dashboard/period-buckets.ts';
import { addDays, daysBetween, monthsOf } from '../../../src/server/dates/day-range.ts';

describe('day arithmetic', () => {
  it('refuses a day past 9999-12-31 instead of returning text that no longer sorts', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('counts the months and days of a period by number, across year ends', () => {
    expect(monthsOf('2100-11-15', '2101-01-02').length).toBe(3);
    expect(daysBetween('2000-01-01', '2100-12-31')).toBe(36_890);
  });

  it('buckets a period at the last four-digit month and at the ends of the accepted range', () => {
    expect(periodBuckets('9999-12-01', '9999-12-31')).toEqual({ plus: ['9999-12'], minus: [] });
    expect(periodBuckets('2100-12-01', '2100-12-31')).toEqual({ plus: ['2100-12'], minus: [] });
    expect(periodBuckets('2000-01-01', '2000-01-02')).toEqual({ plus: ['2000-01-01', '2000-01-02'], minus: [] });
  });
});
