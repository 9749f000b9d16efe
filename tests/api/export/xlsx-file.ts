import * as XLSX from 'xlsx';

/** An exported file read back with SheetJS: its one sheet, and the raw XML parts the reader does not expose. */
export function readExport(body: Buffer) {
  const book = XLSX.read(body, { type: 'buffer', cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  const zip = XLSX.CFB.read(body, { type: 'buffer' });
  const part = (name: string) => Buffer.from(XLSX.CFB.find(zip, `/${name}`)!.content as Uint8Array).toString('utf8');
  return {
    book,
    sheet,
    /** Header row then data rows, as the cells' values (dates as day serials). */
    rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true }),
    /** The data rows keyed by header. */
    records: XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: true }),
    /** The cell under `header` on data row `index` (0 = first data row). */
    cell(header: string, index: number): XLSX.CellObject | undefined {
      const column = (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0] as unknown[]).indexOf(header);
      return column < 0 ? undefined : sheet[XLSX.utils.encode_cell({ r: index + 1, c: column })];
    },
    sheetXml: part('xl/worksheets/sheet1.xml'),
    stylesXml: part('xl/styles.xml'),
  };
}

/** The day serial Excel stores for a YYYY-MM-DD date. */
export const serialOf = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000 + 25_569;
