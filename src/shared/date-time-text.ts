/**
 * "dd/MM/yyyy HH:mm" of an instant: the one way the app writes a date and time, on screen (the
 * browser's time zone) and in what the server renders for the browser (the time zone it sends).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

export type DateTimeParts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/** The parts of an instant in a time zone (the runtime's own when none is given). */
export function dateTimeParts(date: Date, locale: string, timeZone?: string): DateTimeParts {
  const parts = Object.fromEntries(
    formatFor(locale, timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return { day: parts.day ?? '', month: parts.month ?? '', year: parts.year ?? '', hour: parts.hour ?? '', minute: parts.minute ?? '' };
}

export function dateTimeText(date: Date, locale: string, timeZone?: string): string {
  const parts = dateTimeParts(date, locale, timeZone);
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
