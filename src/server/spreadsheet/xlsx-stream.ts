import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { excelDateFormats, excelSerial } from '../../shared/excel-date.ts';
import type { EnumLabels } from '../manifests/manifest-folder.ts';
import { ZipStream } from '../zip/zip-stream.ts';

/** A cell's value; a Date is written as a date cell (see XlsxColumn.format). */
export type CellValue = string | number | boolean | Date | null | undefined;
/** How Excel shows a number: dates and times are day serials (shared/excel-date.ts). */
export type XlsxNumberFormat = 'integer' | 'number' | 'decimal' | 'percent' | 'currency' | 'date' | 'datetime';
export interface XlsxColumn<T> {
  header: string;
  width?: number;
  /**
   * The number format. A `date` or `datetime` column also takes dates as the API gives them
   * (YYYY-MM-DD, ISO instants) and writes them as date cells; a Date is a date cell in any column.
   */
  format?: XlsxNumberFormat;
  /** The column holds codes of a manifest enum: the cell shows the code's label, as the screen does. */
  labels?: EnumLabels;
  value: (row: T) => CellValue;
}

/** What every sheet of a file shares. */
export interface XlsxOptions {
  /** The IANA time zone whose wall clock the file's instants are written in (the user's `clientTimeZone`). */
  timeZone: string;
}

/** Excel shows these with the reader's locale separators (pt-BR: 1.234,5). */
export const xlsxNumberFormats: Readonly<Record<XlsxNumberFormat, string>> = {
  integer: '#,##0',
  number: '#,##0.00',
  decimal: '#,##0.0',
  percent: '0.0%',
  currency: '"R$" #,##0.00',
  ...excelDateFormats,
};
const formatNames = Object.keys(xlsxNumberFormats) as XlsxNumberFormat[];
/**
 * Cell style index (styles.xml cellXfs): 0 plain, 1 the bold header, then one per number format,
 * then plain and bold text with Excel's quote prefix (see quotedStyle).
 */
const HEADER_STYLE = 1;
const formatStyle = (format: XlsxNumberFormat | undefined) => (format ? formatNames.indexOf(format) + 2 : 0);
const QUOTED_STYLE = formatNames.length + 2;
const QUOTED_HEADER_STYLE = QUOTED_STYLE + 1;
/** A number format means nothing to text: formula-looking text keeps only the header's bold. */
const quotedStyle = (style: number) => (style === HEADER_STYLE ? QUOTED_HEADER_STYLE : QUOTED_STYLE);

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) => text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text that a spreadsheet could take for a formula: it starts with = + - @, a tab or a CR. */
const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text);

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const styleAttribute = (style: number) => (style ? ` s="${style}"` : '');

/**
 * One cell. Text that looks like a formula gets Excel's quote-prefix style (quotePrefix="1"): the
 * cell shows the text unchanged and stays text when edited, where a typed apostrophe would show.
 */
function cell(ref: string, value: WrittenValue, style = 0): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${styleAttribute(style)}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${styleAttribute(style)} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = String(value).replace(INVALID_XML, '');
  const s = styleAttribute(looksLikeFormula(text) ? quotedStyle(style) : style);
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

type WrittenValue = Exclude<CellValue, Date>;

/**
 * How a column's cells are written: enum codes as their labels; dates (a Date, or text in a date
 * column) as day serials in the file's time zone with the column's date style, so Excel sorts,
 * filters and computes with them. Text in a date column that is no date stays text.
 */
function cellWriter<T>(column: XlsxColumn<T>, timeZone: string): (row: T) => [WrittenValue, number] {
  const style = formatStyle(column.format);
  const dates = column.format === 'date' || column.format === 'datetime';
  const withTime = column.format !== 'date';
  const labels = column.labels;
  return (row) => {
    const value = column.value(row);
    if (labels) return [labels.label(typeof value === 'string' || typeof value === 'number' ? value : null), style];
    if (value instanceof Date) return [excelSerial(value, withTime, timeZone), dates ? style : formatStyle('datetime')];
    if (dates && typeof value === 'string') {
      const serial = excelSerial(value, withTime, timeZone);
      return serial === null ? [value, 0] : [serial, style];
    }
    return [value, style];
  };
}

/** Custom number formats are numbered from 164 (lower ids are Excel's built-in formats). */
const numFmts = formatNames.map((name, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(xlsxNumberFormats[name])}"/>`).join('');
const formatXfs = formatNames.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" applyNumberFormat="1"/>`).join('');
const stylesXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="${formatNames.length}">${numFmts}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="${formatNames.length + 4}"><xf fontId="0"/><xf fontId="1" applyFont="1"/>${formatXfs}<xf fontId="0" quotePrefix="1"/><xf fontId="1" applyFont="1" quotePrefix="1"/></cellXfs></styleSheet>`;

/** Characters Excel forbids in a sheet name. */
const FORBIDDEN_IN_SHEET_NAME = /[[\]:*?/\\]/g;
/** Excel's longest sheet name, in UTF-16 code units. */
const SHEET_NAME_MAX = 31;

/** At most `max` code units of `text`, never cutting a surrogate pair in two. */
function truncate(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The names Excel accepts for the sheets, in order: forbidden characters (: \ / ? * [ ]) become
 * spaces, no apostrophe at either end, at most 31 characters, never blank (then "PlanilhaN"), and
 * no two alike (Excel compares them case-insensitively): a repeated name ends in " (2)", " (3)"...
 */
export function xlsxSheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((wanted, index) => {
    const cleaned = truncate(wanted.replace(INVALID_XML, '').replace(FORBIDDEN_IN_SHEET_NAME, ' '), SHEET_NAME_MAX).replace(/^'+|'+$/g, '');
    const base = cleaned.trim() ? cleaned : `Planilha${index + 1}`;
    let name = base;
    for (let n = 2; taken.has(name.toLocaleLowerCase('en-US')); n++) name = `${truncate(base, SHEET_NAME_MAX - ` (${n})`.length)} (${n})`;
    taken.add(name.toLocaleLowerCase('en-US'));
    return name;
  });
}

/** A sheet name as a formula writes it: in apostrophes, its own apostrophes doubled. */
const quotedSheetName = (sheetName: string) => `'${sheetName.replace(/'/g, "''")}'`;

const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeDocument = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const sheetPath = (index: number) => `worksheets/sheet${index + 1}.xml`;

/** The package's parts that only depend on how many sheets there are. */
function packageParts(sheetCount: number): [string, string][] {
  const sheets = Array.from({ length: sheetCount }, (_, i) => i);
  const sheetTypes = sheets
    .map((i) => `<Override PartName="/xl/${sheetPath(i)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join('');
  const sheetRelationships = sheets.map((i) => `<Relationship Id="rId${i + 1}" Type="${officeDocument}/worksheet" Target="${sheetPath(i)}"/>`).join('');
  return [
    [
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheetTypes}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeDocument}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${relationships}">${sheetRelationships}<Relationship Id="rId${sheetCount + 1}" Type="${officeDocument}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', stylesXml],
  ];
}

/**
 * Written after the sheets, when their last rows are known: the sheets (sheetId from 1, each with
 * its relationship rIdN), and each sheet's autofilter as the hidden defined name Excel itself
 * writes beside a sheet's autoFilter (localSheetId: the sheet's position, from 0).
 */
function workbookXml(sheetNames: string[], filterRanges: string[]): string {
  const sheets = sheetNames.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  const filters = sheetNames
    .map(
      (name, i) =>
        `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${escapeXml(`${quotedSheetName(name)}!${filterRanges[i]}`)}</definedName>`,
    )
    .join('');
  return `${XML_DECLARATION}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${officeDocument}"><sheets>${sheets}</sheets><definedNames>${filters}</definedNames></workbook>`;
}

/** Characters of sheet XML handed to the compressor at a time. */
const XML_PIECE = 32_768;

/**
 * Rows turned into XML between two turns of the event loop (100 rows take about 1 ms), with a turn
 * before a batch's first row too: a batch comes out of a synchronous stretch (SQLite reads it in the
 * request's thread) that would otherwise run on into its XML. Other users' requests then wait for
 * one short stretch at a time: with six concurrent 100,000-row exports on SQLite, another user's
 * list call took 60-105 ms at the 99th percentile before, 31-41 ms after.
 */
const ROWS_PER_TURN = 100;

/**
 * One batch of rows as XML, in pieces of about XML_PIECE characters: a text of megabytes would go
 * to V8's large-object space, which only a full collection frees.
 */
async function rowsXml<T>(writers: ((row: T) => [WrittenValue, number])[], names: string[], batch: T[], firstRow: number): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  let xml = '';
  for (let index = 0; index < batch.length; index++) {
    if (index % ROWS_PER_TURN === 0) await setImmediate();
    const rowNumber = firstRow + index;
    xml += `<row r="${rowNumber}">`;
    for (let i = 0; i < writers.length; i++) xml += cell(`${names[i]}${rowNumber}`, ...writers[i]!(batch[index]!));
    xml += '</row>';
    if (xml.length >= XML_PIECE) {
      pieces.push(Buffer.from(xml));
      xml = '';
    }
  }
  if (xml) pieces.push(Buffer.from(xml));
  return pieces;
}

/**
 * The sheet: a frozen bold header row, then the rows, then an autofilter over every written row;
 * `written.filterRange` is that range once the sheet is done.
 */
async function* sheetXml<T>(columns: XlsxColumn<T>[], batches: AsyncIterable<T[]>, timeZone: string, written: { filterRange: string }): AsyncGenerator<Buffer> {
  const names = columns.map((_, i) => columnName(i));
  const writers = columns.map((column) => cellWriter(column, timeZone));
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`).join('');
  const header = `<row r="1">${columns.map((c, i) => cell(`${names[i]}1`, c.header, HEADER_STYLE)).join('')}</row>`;
  yield Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${header}`,
  );
  // Each batch becomes XML at once and is let go before its pieces are sent (they wait for the
  // client): rows kept across those waits would outlive the young generation and pile up.
  const iterator = batches[Symbol.asyncIterator]();
  let rowNumber = 2;
  const nextPieces = async (): Promise<Buffer[] | null> => {
    const next = await iterator.next();
    if (next.done) return null;
    const pieces = await rowsXml(writers, names, next.value, rowNumber);
    rowNumber += next.value.length;
    return pieces;
  };
  for (let pieces = await nextPieces(); pieces; pieces = await nextPieces()) yield* pieces;
  written.filterRange = `$A$1:$${names.at(-1) ?? 'A'}$${rowNumber - 1}`;
  yield Buffer.from(`</sheetData><autoFilter ref="${written.filterRange.replace(/\$/g, '')}"/></worksheet>`);
}

/** One sheet of a workbook: its name (made acceptable to Excel, see xlsxSheetNames), columns and rows. */
export interface XlsxSheet<T> {
  name: string;
  columns: XlsxColumn<T>[];
  /** The rows, a batch at a time; read when the sheet's turn comes, after the sheets before it. */
  batches: AsyncIterable<T[]>;
}

/**
 * An xlsx of one or more sheets written as a stream of bytes, the sheets one after the other (each
 * row type checked against its own sheet's columns). Formula-looking text stays as written, with
 * Excel's quote-prefix style (see cell).
 */
export async function* xlsxWorkbookStream<Rows extends unknown[]>(
  options: XlsxOptions,
  ...sheets: { [K in keyof Rows]: XlsxSheet<Rows[K]> }
): AsyncGenerator<Buffer> {
  const list = sheets as readonly XlsxSheet<unknown>[];
  if (list.length === 0) throw new Error('An xlsx needs at least one sheet.');
  const names = xlsxSheetNames(list.map((sheet) => sheet.name));
  const zip = new ZipStream();
  for (const [name, content] of packageParts(list.length)) yield* zip.entry(name, [Buffer.from(content)]);
  const filterRanges: string[] = [];
  for (const [index, sheet] of list.entries()) {
    const written = { filterRange: '' };
    yield* zip.entry(`xl/${sheetPath(index)}`, sheetXml(sheet.columns, sheet.batches, options.timeZone, written));
    filterRanges.push(written.filterRange);
  }
  yield* zip.entry('xl/workbook.xml', [Buffer.from(workbookXml(names, filterRanges))]);
  yield zip.finish();
}

/** A one-sheet xlsx written as a stream of bytes. */
export function xlsxStream<T>(sheetName: string, columns: XlsxColumn<T>[], batches: AsyncIterable<T[]>, options: XlsxOptions): AsyncGenerator<Buffer> {
  return xlsxWorkbookStream<[T]>(options, { name: sheetName, columns, batches });
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
