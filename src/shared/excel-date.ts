/**
 * Dates as Excel stores them: a day serial (days since 1899-12-30 in its 1900 date system, the time
 * as the fraction of the day) that a cell's number format shows as a date. One rule for every file
 * the product writes, on the server and in the browser: a date the way the screen shows it.
 */
/** The pt-BR number formats of date cells: Excel shows the serial as a date (and time). */
export const excelDateFormats = { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm' } as const;

const MS_PER_DAY = 86_400_000;
/** Days between Excel's day 0 and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/** A wall-clock date and time as an Excel day serial. */
export function excelDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) / MS_PER_DAY + EXCEL_EPOCH_DAYS;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = wallClocks.get(key);
  if (!format) {
    const parts = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', ...parts });
    wallClocks.set(key, format);
  }
  return format;
}

/**
 * The day serial of a date: a date-only value (YYYY-MM-DD) as written, never shifted by a time zone;
 * an instant (a Date or ISO text) as the wall clock in `timeZone` (the runtime's own when none is
 * given, i.e. the browser's, as on screen), to the second or, without `withTime`, the whole day.
 * Null for text that is not a date.
 */
export function excelSerial(value: string | Date, withTime: boolean, timeZone?: string): number | null {
  const match = typeof value === 'string' ? dateOnly.exec(value) : null;
  if (match) return excelDate(Number(match[1]), Number(match[2]), Number(match[3]));
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const part = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map(({ type, value: text }) => [type, Number(text)]),
  );
  return withTime ? excelDate(part.year!, part.month!, part.day!, part.hour, part.minute, part.second) : excelDate(part.year!, part.month!, part.day!);
}
