import * as XLSX from 'xlsx';
import { AppError } from '../../errors.ts';
import { readXlsxUpload } from '../../spreadsheet/xlsx-upload.ts';

/** The template's example city: no real route has it, and a row naming it is refused on import. */
export const EXAMPLE_CITY = 'EXEMPLO - substitua esta linha';

/** Columns of the "Planilha de Rotas" (template and import), in order. */
export const routeSheetColumns = [
  { key: 'planta', header: 'PLANTA_ORIGEM', required: true, example: 'BET' },
  { key: 'uf', header: 'UF_DESTINO', required: true, example: 'SP' },
  { key: 'cidade', header: 'CIDADE_DESTINO', required: true, example: EXAMPLE_CITY },
  { key: 'transportadora', header: 'TRANSPORTADORA', required: true, example: 'CEG' },
  { key: 'modal', header: 'MODAL', required: true, example: 'RODOVIARIO' },
  { key: 'diasTarget', header: 'DIAS_TARGET', required: true, example: 3 },
  { key: 'distanciaKm', header: 'DISTANCIA_KM', required: false, example: 620 },
] as const;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/**
 * 20,000 rows with every cell at its widest inflate to about 7 MB; a file inflating past this is
 * refused before it is parsed (a 63 KB file can hold one 60,000,000-character cell).
 */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** Data rows per file: parsing stops past it, so a 100,000-row sheet is refused in bounded memory. */
export const MAX_ROWS = 20_000;
/** The longest text a cell may hold (the widest column, the city, takes 80): longer text is refused, never echoed back. */
export const MAX_CELL_CHARS = 255;

/** Row errors listed in one answer (the count in its message covers them all). */
export const MAX_LISTED_ERRORS = 1000;

export type RawRow = { row: number; values: Record<string, unknown> };

/**
 * The rows of an uploaded route sheet: a real xlsx by content, within the upload limits (hostile
 * files). Parsing grows with the file, so it runs on a worker thread (route-import.routes.ts).
 */
export function readRouteSheet(buffer: Buffer): RawRow[] {
  return sheetRows(readXlsxUpload(buffer, { maxInflatedBytes: MAX_INFLATED_BYTES, maxRows: MAX_ROWS }));
}

/**
 * One row of the sheet keyed by column letter ("A", "B", ...). `__rowNum__` is the row's index in the
 * sheet (from 0), which SheetJS documents on the objects sheet_to_json returns.
 */
type LetteredRow = Record<string, unknown> & { readonly __rowNum__: number };

/** The row's number as Excel and LibreOffice show it, whatever blank rows came before. */
const excelRow = (row: LetteredRow) => row.__rowNum__ + 1;

const isBlankCell = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The rows that hold something, in order. SheetJS leaves out rows without cells (blankrows: false); a
 * row whose cells hold only empty text looks just as blank on screen, so it is left out too rather
 * than failed.
 */
function filledRows(sheet: XLSX.WorkSheet): LetteredRow[] {
  return XLSX.utils
    .sheet_to_json<LetteredRow>(sheet, { header: 'A', blankrows: false, defval: null, raw: true })
    .filter((row) => !Object.values(row).every(isBlankCell));
}

/** The column letter of each header (trimmed, upper case); a repeated header is read from its first column. */
function columnLetters(headerRow: LetteredRow | undefined): Map<string, string> {
  const letters = new Map<string, string>();
  for (const [letter, value] of Object.entries(headerRow ?? {})) {
    const header = String(value ?? '')
      .trim()
      .toUpperCase();
    if (!letters.has(header)) letters.set(header, letter);
  }
  return letters;
}

/**
 * Rows of the first sheet keyed by column, each with its Excel row number; the headers are the first
 * filled row. A missing required header or an overlong cell is refused before any row is checked.
 */
function sheetRows(workbook: XLSX.WorkBook): RawRow[] {
  const [headerRow, ...dataRows] = filledRows(workbook.Sheets[workbook.SheetNames[0]!]!);
  const letters = columnLetters(headerRow);
  const missing = routeSheetColumns.filter((c) => c.required && !letters.has(c.header)).map((c) => c.header);
  if (missing.length > 0) {
    const row = headerRow ? excelRow(headerRow) : 1;
    throw new AppError('UNPROCESSABLE', {
      message: `Colunas obrigatórias ausentes na planilha: ${missing.join(', ')}.`,
      details: { errors: missing.map((column) => ({ row, column, message: 'Coluna obrigatória ausente.' })) },
    });
  }
  const cellOf = (cells: LetteredRow, header: string) => {
    const letter = letters.get(header);
    return letter === undefined ? null : (cells[letter] ?? null);
  };
  const rows = dataRows.map((cells) => ({
    row: excelRow(cells),
    values: Object.fromEntries(routeSheetColumns.map((c) => [c.key, cellOf(cells, c.header)])),
  }));
  if (rows.length === 0) throw new AppError('UNPROCESSABLE', { message: 'A planilha não tem linhas de dados.' });
  if (rows.length > MAX_ROWS) {
    throw new AppError('UNPROCESSABLE', {
      message: `A planilha tem mais de ${MAX_ROWS.toLocaleString('pt-BR')} linhas de dados, o máximo por arquivo. Divida-a em arquivos menores.`,
      field: 'file',
    });
  }
  const overlong = rows.flatMap(({ row, values }) =>
    routeSheetColumns
      .filter((c) => typeof values[c.key] === 'string' && (values[c.key] as string).length > MAX_CELL_CHARS)
      .map((c) => ({ row, column: c.header, message: `Máximo de ${MAX_CELL_CHARS} caracteres.` })),
  );
  if (overlong.length > 0) {
    throw new AppError('UNPROCESSABLE', {
      message: `A planilha tem ${overlong.length} célula(s) com mais de ${MAX_CELL_CHARS} caracteres; nada foi importado.`,
      details: { errors: overlong.slice(0, MAX_LISTED_ERRORS) },
    });
  }
  return rows;
}

/** The downloadable template: headers and one example row. */
export function templateWorkbook(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([routeSheetColumns.map((c) => c.header), routeSheetColumns.map((c) => c.example)]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Rotas');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
