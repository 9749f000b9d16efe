/**
 * Calendar days (UTC, 'YYYY-MM-DD') as the API takes them: the range every date parameter declares
 * (`daySchema`), and arithmetic on day numbers rather than on text. ISO text sorts as dates only
 * while years have four digits: past 9999 it grows a sign and six digits, so a loop comparing text
 * could never reach its end; here loops count days and a day outside four-digit years is an error.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

/** A date parameter: valid calendar day within [FIRST_DAY, LAST_DAY] (checked by Ajv's formatMinimum/formatMaximum). */
export const daySchema = { type: 'string', format: 'date', formatMinimum: FIRST_DAY, formatMaximum: LAST_DAY } as const;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;

/** 'YYYY-MM-DD' of a day number; RangeError outside years 0000..9999 rather than text that no longer sorts. */
export function dayText(days: number): string {
  const date = new Date(days * DAY_MS);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Dia fora dos anos de quatro dígitos: ${days}`);
  return date.toISOString().slice(0, 10);
}

export const isoDay = (ms: number): string => dayText(Math.floor(ms / DAY_MS));
export const addDays = (day: string, days: number): string => dayText(dayNumber(day) + days);
/** Inclusive count of days from `first` to `last`. */
export const daysBetween = (first: string, last: string): number => dayNumber(last) - dayNumber(first) + 1;
/** The day brought into [FIRST_DAY, LAST_DAY] (a default taken from stored data may lie outside). */
export const clampDay = (day: string): string => (day < FIRST_DAY ? FIRST_DAY : day > LAST_DAY ? LAST_DAY : day);

/** The first day of each calendar month `[start, end]` of a period touches, as day numbers. */
export function monthsOf(first: string, last: string): { start: number; end: number }[] {
  const from = new Date(dayNumber(first) * DAY_MS);
  const lastDay = dayNumber(last);
  const months: { start: number; end: number }[] = [];
  for (let month = from.getUTCMonth(); ; month++) {
    const start = Date.UTC(from.getUTCFullYear(), month, 1) / DAY_MS;
    if (start > lastDay) return months;
    months.push({ start, end: Date.UTC(from.getUTCFullYear(), month + 1, 1) / DAY_MS - 1 });
  }
}
