/**
 * Days as Brazilians type them (dd/mm/aaaa; also d/m/aaaa, dd-mm-aaaa, ddmmaaaa and two-digit years
 * of this century), and the period presets of a date-range filter, as ISO days (YYYY-MM-DD).
 */
import dayjs, { type Dayjs } from 'dayjs';

const typed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const packed = /^(\d{2})(\d{2})(\d{4})$/;

/** The ISO day `text` names, or null when it names no real day. */
export function parseBrazilianDate(text: string): string | null {
  const trimmed = text.trim();
  const match = typed.exec(trimmed) ?? packed.exec(trimmed);
  if (!match) return null;
  const [, day, month, rawYear] = match.map(Number) as [number, number, number, number];
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export interface DatePreset {
  label: string;
  from: string;
  to: string;
}

const iso = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The usual periods of a logistics analyst, ending on `today`. */
export function datePresets(today: Dayjs = dayjs()): DatePreset[] {
  const lastMonth = today.subtract(1, 'month');
  return [
    { label: 'Hoje', from: iso(today), to: iso(today) },
    { label: 'Últimos 7 dias', from: iso(today.subtract(6, 'day')), to: iso(today) },
    { label: 'Últimos 30 dias', from: iso(today.subtract(29, 'day')), to: iso(today) },
    { label: 'Este mês', from: iso(today.startOf('month')), to: iso(today) },
    { label: 'Mês passado', from: iso(lastMonth.startOf('month')), to: iso(lastMonth.endOf('month')) },
    { label: 'Este ano', from: iso(today.startOf('year')), to: iso(today) },
  ];
}
