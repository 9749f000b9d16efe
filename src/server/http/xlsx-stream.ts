import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipStream } from './zip-stream.ts';

export type CellValue = string | number | boolean | null | undefined;
/** How Excel shows a number: dates and times are day serials (see excelDate). */
export type XlsxNumberFormat = 'integer' | 'number' | 'decimal' | 'percent' | 'currency' | 'date' | 'datetime';
export interface XlsxColumn<T> { header: string; width?: number; format?: XlsxNumberFormat; value: (row: T) => CellValue }

/** Excel shows these with the reader's locale separators (pt-BR: 1.234,5). */
export const xlsxNumberFormats: Readonly<Record<XlsxNumberFormat, string>> = {
  integer: '#,##0',
  number: '#,##0.00',
  decimal: '#,##0.0',
  percent: '0.0%',
  currency: '"R$" #,##0.00',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};
const formatNames = Object.keys(xlsxNumberFormats) as XlsxNumberFormat[];
/** Cell style index (styles.xml cellXfs): 0 plain, 1 the bold header, then one per number format. */
const HEADER_STYLE = 1;
const formatStyle = (format: XlsxNumberFormat | undefined) => (format ? formatNames.indexOf(format) + 2 : 0);

const MS_PER_DAY = 86_400_000;
/** Days between Excel's day 0 (1899-12-30, in its 1900 date system) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/** A wall-clock date and time as an Excel day serial (whole days plus the fraction of the day). */
export function excelDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) / MS_PER_DAY + EXCEL_EPOCH_DAYS;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) => text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text that a spreadsheet could take for a formula (= + - @, tab, CR) is prefixed with an apostrophe. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cell(ref: string, value: CellValue, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(neutraliseFormula(String(value)))}</t></is></c>`;
}

/** Custom number formats are numbered from 164 (lower ids are Excel's built-in formats). */
const numFmts = formatNames.map((name, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(xlsxNumberFormats[name])}"/>`).join('');
const formatXfs = formatNames.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" applyNumberFormat="1"/>`).join('');
const stylesXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="${formatNames.length}">${numFmts}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="${formatNames.length + 2}"><xf fontId="0"/><xf fontId="1" applyFont="1"/>${formatXfs}</cellXfs></styleSheet>`;

const quotedSheetName = (sheetName: string) => `'${sheetName.slice(0, 31).replace(/'/g, "''")}'`;

/**
 * Written after the sheet, when its last row is known: the autofilter's hidden defined name, which
 * Excel itself writes beside the sheet's autoFilter.
 */
const workbookXml = (sheetName: string, filterRange: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(`${quotedSheetName(sheetName)}!${filterRange}`)}</definedName></definedNames></workbook>`;

const staticParts = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': stylesXml,
};

/** Characters of sheet XML handed to the compressor at a time. */
const XML_PIECE = 32_768;

/**
 * One batch of rows as XML, in pieces of about XML_PIECE characters: a text of megabytes would go
 * to V8's large-object space, which only a full collection frees.
 */
function rowsXml<T>(columns: XlsxColumn<T>[], names: string[], batch: T[], firstRow: number): Buffer[] {
  const styleOf = columns.map((column) => formatStyle(column.format));
  const pieces: Buffer[] = [];
  let xml = '';
  batch.forEach((row, index) => {
    const rowNumber = firstRow + index;
    xml += `<row r="${rowNumber}">`;
    for (let i = 0; i < columns.length; i++) xml += cell(`${names[i]}${rowNumber}`, columns[i]!.value(row), styleOf[i]);
    xml += '</row>';
    if (xml.length >= XML_PIECE) {
      pieces.push(Buffer.from(xml));
      xml = '';
    }
  });
  if (xml) pieces.push(Buffer.from(xml));
  return pieces;
}

/**
 * The sheet: a frozen bold header row, then the rows, then an autofilter over every written row;
 * `written.filterRange` is that range once the sheet is done.
 */
async function* sheetXml<T>(columns: XlsxColumn<T>[], batches: AsyncIterable<T[]>, written: { filterRange: string }): AsyncGenerator<Buffer> {
  const names = columns.map((_, i) => columnName(i));
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`).join('');
  const header = `<row r="1">${columns.map((c, i) => cell(`${names[i]}1`, c.header, HEADER_STYLE)).join('')}</row>`;
  yield Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${header}`);
  // Each batch becomes XML at once and is let go before its pieces are sent (they wait for the
  // client): rows kept across those waits would outlive the young generation and pile up.
  const iterator = batches[Symbol.asyncIterator]();
  let rowNumber = 2;
  const nextPieces = async (): Promise<Buffer[] | null> => {
    const next = await iterator.next();
    if (next.done) return null;
    const pieces = rowsXml(columns, names, next.value, rowNumber);
    rowNumber += next.value.length;
    return pieces;
  };
  for (let pieces = await nextPieces(); pieces; pieces = await nextPieces()) yield* pieces;
  written.filterRange = `$A$1:$${names.at(-1) ?? 'A'}$${rowNumber - 1}`;
  yield Buffer.from(`</sheetData><autoFilter ref="${written.filterRange.replace(/\$/g, '')}"/></worksheet>`);
}

/** A one-sheet xlsx written as a stream of bytes. */
export async function* xlsxStream<T>(sheetName: string, columns: XlsxColumn<T>[], batches: AsyncIterable<T[]>): AsyncGenerator<Buffer> {
  const zip = new ZipStream();
  for (const [name, content] of Object.entries(staticParts)) yield* zip.entry(name, [Buffer.from(content)]);
  const written = { filterRange: '' };
  yield* zip.entry('xl/worksheets/sheet1.xml', sheetXml(columns, batches, written));
  yield* zip.entry('xl/workbook.xml', [Buffer.from(workbookXml(sheetName, written.filterRange))]);
  yield zip.finish();
}

/** Today's date (YYYY-MM-DD) in a time zone, for download file names. */
export function dateIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function sendXlsx(reply: FastifyReply, fileName: string, bytes: AsyncIterable<Buffer>) {
  reply.header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  reply.header('cache-control', 'no-store');
  return reply.type(XLSX_MIME).send(Readable.from(bytes));
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
