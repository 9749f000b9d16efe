/**
 * Pure helpers between a dashboard response and what the cards, charts and sheets show, all in
 * pt-BR (numbers and percentages through Intl, like the rest of the app).
 */
import { readField } from '../../renderer/field-path.ts';
import { formatText } from '../../renderer/format/format-value.ts';
import type { AxisFormat, ChartSpec, KpiHint, NumberFormat, SeriesSpec } from './dashboard-config.ts';

export type Row = Readonly<Record<string, unknown>>;

const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A number in the KPI's format and unit, or "--" when the API sent none (e.g. a rate of nothing). */
export function formatKpi(value: unknown, format: NumberFormat, suffix = ''): string {
  const text = formatText(value, format);
  return text === undefined ? '--' : `${text}${suffix}`;
}

/** "2025-05" → "mai. de 2025" → "mai/2025"; "2025-05-26" → "26/05"; anything else as is. */
export function formatCategory(value: unknown, format: AxisFormat = 'text'): string {
  const text = String(value ?? '');
  if (format === 'month' && /^\d{4}-\d{2}$/.test(text)) {
    const parts = monthFormat.formatToParts(new Date(`${text}-01T00:00:00Z`));
    const month = (parts.find((p) => p.type === 'month')?.value ?? '').replace('.', '');
    return `${month}/${parts.find((p) => p.type === 'year')?.value ?? ''}`;
  }
  if (format === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text.slice(8, 10)}/${text.slice(5, 7)}`;
  return text;
}

/** "de 2.076 entregas": the hint's integer field of the response between its prefix and suffix. */
export function formatHint(hint: KpiHint, data: unknown): string {
  return `${hint.prefix ?? ''}${formatText(readField(data, hint.field), 'integer') ?? '--'}${hint.suffix ?? ''}`;
}

export function rowsAt(data: unknown, field: string): Row[] {
  const value = readField(data, field);
  return Array.isArray(value) ? (value as Row[]) : [];
}

const palette = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'indigo.6'];

/** A chart's rows keyed for Mantine charts: category label + one numeric key per series. */
export interface ChartData {
  rows: Record<string, string | number | null>[];
  series: { name: string; label: string; color: string }[];
  /** The response row a bar or point stands for (its figure's records are that row's): by category index and series name. */
  sourceRow: (index: number, series: string) => Row | undefined;
}

export function chartData(data: unknown, chart: Pick<ChartSpec, 'rows' | 'category' | 'categoryFormat' | 'series' | 'pivot'>): ChartData {
  const source = rowsAt(data, chart.rows);
  const label = (row: Row) => formatCategory(row[chart.category], chart.categoryFormat);
  if (chart.pivot) {
    const { column, value } = chart.pivot;
    const names = [...new Set(source.map((row) => String(row[column])))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    const byCategory = new Map<string, Record<string, string | number | null>>();
    for (const row of source) {
      const key = String(row[chart.category]);
      const entry = byCategory.get(key) ?? { category: label(row) };
      entry[String(row[column])] = numberOrNull(row[value]);
      byCategory.set(key, entry);
    }
    const keys = [...byCategory.keys()].sort((a, b) => a.localeCompare(b));
    return {
      rows: keys.map((key) => byCategory.get(key)!),
      series: names.map((name, i) => ({ name, label: name, color: palette[i % palette.length]! })),
      sourceRow: (index, name) => source.find((row) => String(row[chart.category]) === keys[index] && String(row[column]) === name),
    };
  }
  const series: SeriesSpec[] = chart.series ?? [];
  return {
    rows: source.map((row) => ({ category: label(row), ...Object.fromEntries(series.map((s) => [s.field, numberOrNull(readField(row, s.field))])) })),
    series: series.map((s, i) => ({ name: s.field, label: s.label, color: s.color ?? palette[i % palette.length]! })),
    sourceRow: (index) => source[index],
  };
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Formatter for chart axes and tooltips (Mantine passes plain numbers). */
export const valueFormatter = (format: NumberFormat) => (value: number) => formatText(value, format) ?? '--';

export function isEmptyResult(data: unknown, field: string): boolean {
  const value = readField(data, field);
  return typeof value !== 'number' || value === 0;
}
