/**
 * The xlsx export of a dashboard: a summary sheet (period, region, KPIs as numeric cells with
 * Excel formats) and one sheet per table (dates as date cells),
 * built in the browser from the data on screen. `xlsx` is imported only when the user exports.
 * Text that a spreadsheet would run as a formula (= + - @, tab, CR) is neutralised with a quote.
 */
import { readField } from '../../renderer/field-path.ts';
import { excelDateFormats, excelSerial } from '../../../shared/excel-date.ts';
import type { DashboardConfig } from './dashboard-config.ts';
import { rowsAt } from './dashboard-values.ts';
import { chunk } from '../../app/code-chunk.ts';

export type Cell = string | number | null;
export interface Sheet {
  name: string;
  rows: Cell[][];
  /** Excel number format per column index, for every row below the header (e.g. percentages). */
  numberFormats: Record<number, string>;
  /** Excel number format of single cells: [row, column, format]. */
  cellFormats?: readonly (readonly [number, number, string])[];
}

const formulaStart = /^[=+\-@\t\r]/;

export function safeText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

function cell(value: unknown, format: string | undefined): Cell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // A date cell (a day serial in the browser's time zone, as on screen); text that is no date stays text.
  if (format === 'date' || format === 'datetime') return excelSerial(String(value), format === 'datetime') ?? safeText(String(value));
  return safeText(String(value));
}

/** The screen's decimals rule (format-value.ts) in Excel: one decimal for numbers and percentages; dates in pt-BR. */
const excelFormats: Record<string, string> = { percent: '0.0%', integer: '#,##0', number: '#,##0.0', ...excelDateFormats };

/** A KPI's Excel format, its unit as literal text ("3,5 dias" stays a number). */
const kpiFormat = (format: string, suffix = '') => `${excelFormats[format] ?? 'General'}${suffix ? `"${suffix.replaceAll('"', '')}"` : ''}`;

export interface ExportContext {
  periodLabel: string;
  regionLabel: string;
}

export function workbookSheets(config: DashboardConfig, data: unknown, context: ExportContext): Sheet[] {
  const header: Cell[][] = [['Período', safeText(context.periodLabel)], ['Região', safeText(context.regionLabel)], [], ['Indicador', 'Valor']];
  const summary: Sheet = {
    name: 'Resumo',
    rows: [...header, ...config.kpis.map((kpi): Cell[] => [safeText(kpi.label), cell(readField(data, kpi.field), kpi.format)])],
    numberFormats: {},
    cellFormats: config.kpis.map((kpi, i) => [header.length + i, 1, kpiFormat(kpi.format, kpi.suffix)] as const),
  };
  const tables = config.tables.map((table): Sheet => ({
    name: table.sheet.slice(0, 31),
    rows: [
      table.columns.map((column) => safeText(column.label)),
      ...rowsAt(data, table.rows).map((row) => table.columns.map((column) => cell(readField(row, column.field), column.format))),
    ],
    numberFormats: Object.fromEntries(
      table.columns.flatMap((column, index) => (column.format && excelFormats[column.format] ? [[index, excelFormats[column.format]!]] : [])),
    ),
  }));
  return [summary, ...tables];
}

const loadXlsx = chunk(() => import('xlsx'));

/** Writes the sheets to `<fileName>.xlsx` through the browser's download. */
export async function downloadWorkbook(fileName: string, sheets: readonly Sheet[]): Promise<void> {
  const XLSX = await loadXlsx();
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const worksheet = XLSX.utils.aoa_to_sheet(sheet.rows);
    const formatCell = (r: number, c: number, format: string) => {
      const target = worksheet[XLSX.utils.encode_cell({ r, c })] as { t?: string; z?: string } | undefined;
      if (target?.t === 'n') target.z = format;
    };
    for (const [column, format] of Object.entries(sheet.numberFormats)) {
      for (let r = 1; r < sheet.rows.length; r++) formatCell(r, Number(column), format);
    }
    for (const [r, c, format] of sheet.cellFormats ?? []) formatCell(r, c, format);
    XLSX.utils.book_append_sheet(book, worksheet, sheet.name);
  }
  XLSX.writeFile(book, `${fileName}.xlsx`, { compression: true });
}
