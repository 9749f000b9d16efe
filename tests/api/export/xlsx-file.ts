import * as XLSX from 'xlsx';

const unescapeXml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The path of a named sheet's XML part, through the workbook's sheet list and its relationships. */
function sheetPart(part: (name: string) => string, sheetName: string): string {
  const sheets = [...part('xl/workbook.xml').matchAll(/<sheet\b[^>]*?\bname="([^"]*)"[^>]*?\br:id="([^"]*)"/g)];
  const id = sheets.find((m) => unescapeXml(m[1]!) === sheetName)?.[2];
  const target = [...part('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b[^>]*?\bId="([^"]*)"[^>]*?\bTarget="([^"]*)"/g)].find((m) => m[1] === id)?.[2];
  if (!target) throw new Error(`a planilha ${sheetName} não está no workbook.xml`);
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * An exported file read back with SheetJS: one sheet (the first, or the one named `sheetName`), and
 * the raw XML parts the reader does not expose.
 */
export function readExport(body: Buffer, sheetName?: string) {
  const book = XLSX.read(body, { type: 'buffer', cellNF: true });
  const sheet = book.Sheets[sheetName ?? book.SheetNames[0]!];
  if (!sheet) throw new Error(`o arquivo não tem a planilha ${sheetName}`);
  const zip = XLSX.CFB.read(body, { type: 'buffer' });
  const part = (name: string) => Buffer.from(XLSX.CFB.find(zip, `/${name}`)!.content as Uint8Array).toString('utf8');
  const sheetXml = part(sheetName === undefined ? 'xl/worksheets/sheet1.xml' : sheetPart(part, sheetName));
  const stylesXml = part('xl/styles.xml');
  const attributes = (xml: string) => Object.fromEntries([...xml.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const cellXfs = [.../<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(stylesXml)![1]!.matchAll(/<xf\b([^>]*?)\/?>/g)].map((m) => attributes(m[1]!));
  return {
    book,
    sheet,
    /** Header row then data rows, as the cells' values (dates as day serials). */
    rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }),
    /** The data rows keyed by header. */
    records: XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: true }),
    /** The address of the cell under `header` on data row `index` (0 = first data row), e.g. `C2`. */
    ref(header: string, index: number): string {
      const column = (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0] as unknown[]).indexOf(header);
      if (column < 0) throw new Error(`a planilha não tem a coluna ${header}`);
      return XLSX.utils.encode_cell({ r: index + 1, c: column });
    },
    /** The cell under `header` on data row `index` (0 = first data row). */
    cell(header: string, index: number): XLSX.CellObject | undefined {
      const column = (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0] as unknown[]).indexOf(header);
      return column < 0 ? undefined : sheet[XLSX.utils.encode_cell({ r: index + 1, c: column })];
    },
    /** The attributes of a cell's style, its cellXfs entry in styles.xml (e.g. `{ fontId: '0', quotePrefix: '1' }`). */
    styleOf(ref: string): Record<string, string> {
      const style = new RegExp(`<c r="${ref}"(?: s="(\\d+)")?`).exec(sheetXml);
      if (!style) throw new Error(`a célula ${ref} não está na planilha`);
      return cellXfs[Number(style[1] ?? 0)]!;
    },
    sheetXml,
    stylesXml,
  };
}

/** The day serial Excel stores for a YYYY-MM-DD date. */
export const serialOf = (isoDate: string) =>
  Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000 + 25_569;
