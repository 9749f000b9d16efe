import * as XLSX from 'xlsx';
import { neutraliseFormula, xlsxNumberFormats, type XlsxNumberFormat } from '../../http/xlsx-stream.ts';

export type CellValue = string | number | null;
export type NumberFormat = Extract<XlsxNumberFormat, 'integer' | 'decimal' | 'percent' | 'currency'>;

export interface SheetColumn {
  header: string;
  width?: number;
  format?: NumberFormat;
}

export interface Sheet {
  name: string;
  columns: SheetColumn[];
  rows: CellValue[][];
}

function toCell(value: CellValue, format: NumberFormat | undefined): XLSX.CellObject {
  if (value === null) return { t: 'z' };
  if (typeof value === 'number') return format ? { t: 'n', v: value, z: xlsxNumberFormats[format] } : { t: 'n', v: value };
  return { t: 's', v: neutraliseFormula(value) };
}

/**
 * A small multi-sheet xlsx built in memory (reports: a few hundred aggregated rows), with number
 * formats; the streaming writer in http/xlsx-stream.ts serves row-per-vehicle exports.
 */
export function buildWorkbook(sheets: Sheet[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const cells = [
      sheet.columns.map((column) => toCell(column.header, undefined)),
      ...sheet.rows.map((row) => row.map((value, index) => toCell(value, sheet.columns[index]?.format))),
    ];
    const worksheet = XLSX.utils.aoa_to_sheet(cells);
    worksheet['!cols'] = sheet.columns.map((column) => ({ wch: column.width ?? Math.max(12, column.header.length + 2) }));
    XLSX.utils.book_append_sheet(workbook, worksheet, sheet.name);
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
