import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { excelDate } from '../../../../src/shared/excel-date.ts';
import { xlsxSheetNames, xlsxStream, xlsxWorkbookStream, type XlsxColumn } from '../../../../src/server/spreadsheet/xlsx-stream.ts';
import { readExport } from '../../../api/export/xlsx-file.ts';
import { enumLabels } from '../../../../src/server/db/enum-labels.ts';

interface Row {
  n: number;
  text: string;
}
const utc = { timeZone: 'UTC' };
const columns: XlsxColumn<Row>[] = [
  { header: 'Número', value: (r) => r.n },
  { header: 'Texto', value: (r) => r.text },
];

async function* batchesOf(sizes: number[]): AsyncGenerator<Row[]> {
  let n = 0;
  for (const size of sizes) yield Array.from({ length: size }, () => ({ n: ++n, text: `linha ${n} ${'x'.repeat(200)}` }));
}

async function read(bytes: AsyncIterable<Buffer>): Promise<unknown[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  const book = XLSX.read(Buffer.concat(chunks));
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

describe('xlsxStream', () => {
  it('numbers the rows across batches and across the pieces a batch is cut into', async () => {
    // 700 rows of ~230 characters: each batch is cut into several pieces of sheet XML.
    const rows = await read(xlsxStream('Teste', columns, batchesOf([300, 1, 0, 399]), utc));
    expect(rows).toHaveLength(701);
    expect(rows[0]).toEqual(['Número', 'Texto']);
    rows.slice(1).forEach((row, index) => {
      expect(row[0]).toBe(index + 1);
      expect(String(row[1])).toMatch(new RegExp(`^linha ${index + 1} x+$`));
    });
  });

  it('writes a sheet with only the header when nothing matches', async () => {
    expect(await read(xlsxStream('Vazia', columns, batchesOf([]), utc))).toEqual([['Número', 'Texto']]);
  });

  it('gives numbers their column format and puts an autofilter (with its defined name) over the written rows', async () => {
    const chunks: Buffer[] = [];
    const formatted: XlsxColumn<Row>[] = [
      { header: 'Valor', format: 'currency', value: (r) => r.n * 1.5 },
      { header: 'Dia', format: 'date', value: () => excelDate(2025, 5, 26) },
      ...columns,
    ];
    for await (const chunk of xlsxStream("Sheet's", formatted, batchesOf([3]), utc)) chunks.push(chunk);
    const book = XLSX.read(Buffer.concat(chunks), { cellNF: true });
    const sheet = book.Sheets["Sheet's"]!;
    expect(sheet['A2']).toMatchObject({ t: 'n', v: 1.5, z: '"R$" #,##0.00' });
    expect(sheet['B2']).toMatchObject({ t: 'n', v: 45803, z: 'dd/mm/yyyy', w: '26/05/2025' });
    expect(sheet['C2']).toMatchObject({ t: 'n', v: 1 });
    expect(sheet['C2'].z ?? 'General').toBe('General');
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:D4' });
    expect(book.Workbook?.Names).toEqual([{ Name: '_xlnm._FilterDatabase', Sheet: 0, Hidden: true, Ref: "'Sheet''s'!$A$1:$D$4" }]);
  });

  it('writes dates as date cells in the time zone asked and enum codes as their labels', async () => {
    interface Event {
      dia: string;
      quando: string;
      status: string;
    }
    const dated: XlsxColumn<Event>[] = [
      { header: 'Dia', format: 'date', value: (e) => e.dia },
      { header: 'Quando', format: 'datetime', value: (e) => e.quando },
      { header: 'Gerado', value: () => new Date('2025-05-26T15:45:00Z') },
      { header: 'Status', labels: enumLabels('vehicle-status'), value: (e) => e.status },
    ];
    const chunks: Buffer[] = [];
    const events = [
      { dia: '2025-05-26', quando: '2025-05-26T02:30:00Z', status: 'TRANSITO' },
      { dia: 'sem data', quando: '', status: 'NAO-EXISTE' },
    ];
    for await (const chunk of xlsxStream(
      'Datas',
      dated,
      (async function* () {
        yield events;
      })(),
      { timeZone: 'America/Sao_Paulo' },
    ))
      chunks.push(chunk);
    const sheet = XLSX.read(Buffer.concat(chunks), { cellNF: true }).Sheets.Datas!;
    // A date as written; 02:30 UTC is 23:30 of the day before in São Paulo (UTC-3).
    expect(sheet['A2']).toMatchObject({ t: 'n', v: 45803, z: 'dd/mm/yyyy', w: '26/05/2025' });
    expect(sheet['B2']).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm', w: '25/05/2025 23:30' });
    expect(sheet['B2'].v).toBeCloseTo(45802 + 23.5 / 24, 9);
    // A Date in a column without a format is a date and time.
    expect(sheet['C2']).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm', w: '26/05/2025 12:45' });
    expect(sheet['D2']).toMatchObject({ t: 's', v: 'Em trânsito' });
    // Text that is no date stays text; an empty value stays empty; an unknown code shows the fallback.
    expect(sheet['A3']).toMatchObject({ t: 's', v: 'sem data' });
    expect(sheet['B3']).toBeUndefined();
    expect(sheet['D3']).toMatchObject({ t: 's', v: '--' });
  });

  it('keeps formula-looking text as written and gives its cell the quote-prefix style, the header keeping its bold', async () => {
    const texts = ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'texto', 'a=1'];
    const rows = texts.map((text, i) => ({ n: i, text }));
    const quoted: XlsxColumn<Row>[] = [{ header: '=Cabeçalho', value: (r) => r.text }];
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream(
      'Fórmulas',
      quoted,
      (async function* () {
        yield rows;
      })(),
      utc,
    ))
      chunks.push(chunk);
    const file = readExport(Buffer.concat(chunks));
    expect(file.rows.flat()).toEqual(['=Cabeçalho', ...texts]);
    texts.forEach((text, i) => expect(file.styleOf(`A${i + 2}`).quotePrefix, JSON.stringify(text)).toBe(i < 6 ? '1' : undefined));
    expect(file.styleOf('A1')).toEqual({ fontId: '1', applyFont: '1', quotePrefix: '1' });
    expect(file.sheetXml).not.toContain("'=");
  });

  it("builds a batch's XML a hundred rows per turn of the event loop", async () => {
    // Turns of the event loop counted from the moment the batch is handed over, read as each row's cell is built.
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    const seen: number[] = [];
    const counted: XlsxColumn<Row>[] = [
      {
        header: 'Número',
        value: (r) => {
          seen.push(turns);
          return r.n;
        },
      },
    ];
    async function* oneBatch() {
      const batch = Array.from({ length: 1000 }, (_, i) => ({ n: i + 1, text: '' }));
      setImmediate(tick);
      yield batch;
    }
    await read(xlsxStream('Turnos', counted, oneBatch(), utc));
    counting = false;
    expect(seen).toHaveLength(1000);
    // Before row 1 already, and then at least once per 100 rows: other requests are answered in between.
    expect(seen[0]).toBeGreaterThanOrEqual(1);
    expect(seen[999]! - seen[0]!).toBeGreaterThanOrEqual(9);
  });

  it('writes several sheets, each with its own columns, rows, autofilter and defined name', async () => {
    const chunks: Buffer[] = [];
    const pairs: XlsxColumn<[string, number]>[] = [
      { header: 'Chave', value: (r) => r[0] },
      { header: 'Fração', format: 'percent', value: (r) => r[1] },
      { header: 'Obs', value: () => '@nota' },
    ];
    for await (const chunk of xlsxWorkbookStream<[Row, [string, number]]>(
      utc,
      { name: 'Dados', columns, batches: batchesOf([2, 1]) },
      {
        name: "Parâmetros d'uso",
        columns: pairs,
        batches: (async function* () {
          yield [
            ['a', 0.5],
            ['=b', 0.25],
          ] as [string, number][];
        })(),
      },
    ))
      chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const book = XLSX.read(body, { cellNF: true });
    expect(book.SheetNames).toEqual(['Dados', "Parâmetros d'uso"]);
    expect(XLSX.utils.sheet_to_json(book.Sheets['Dados']!, { header: 1 })).toHaveLength(4);
    expect(XLSX.utils.sheet_to_json(book.Sheets["Parâmetros d'uso"]!, { header: 1 })).toEqual([
      ['Chave', 'Fração', 'Obs'],
      ['a', 0.5, '@nota'],
      ['=b', 0.25, '@nota'],
    ]);
    expect(book.Sheets['Dados']!['!autofilter']).toEqual({ ref: 'A1:B4' });
    expect(book.Sheets["Parâmetros d'uso"]!['!autofilter']).toEqual({ ref: 'A1:C3' });
    expect(book.Sheets["Parâmetros d'uso"]!['B2']).toMatchObject({ t: 'n', v: 0.5, z: '0.0%' });
    expect(book.Workbook?.Names).toEqual([
      { Name: '_xlnm._FilterDatabase', Sheet: 0, Hidden: true, Ref: "'Dados'!$A$1:$B$4" },
      { Name: '_xlnm._FilterDatabase', Sheet: 1, Hidden: true, Ref: "'Parâmetros d''uso'!$A$1:$C$3" },
    ]);
    // The second sheet's formula-looking text as written, with the quote-prefix style.
    const second = readExport(body, "Parâmetros d'uso");
    expect(second.styleOf('A3')).toMatchObject({ quotePrefix: '1' });
    expect(second.styleOf('C2')).toMatchObject({ quotePrefix: '1' });
    expect(second.styleOf('A2').quotePrefix).toBeUndefined();
    expect(readExport(body).sheetXml).toContain('<c r="A4"><v>3</v></c>');
    // The package declares and relates every sheet, sheetIds unique.
    const zip = XLSX.CFB.read(body, { type: 'buffer' });
    const part = (name: string) => Buffer.from(XLSX.CFB.find(zip, `/${name}`)!.content as Uint8Array).toString('utf8');
    const worksheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
    for (const n of [1, 2]) {
      expect(part('[Content_Types].xml')).toContain(`<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${worksheetType}"/>`);
      expect(part('xl/_rels/workbook.xml.rels')).toMatch(new RegExp(`<Relationship Id="rId${n}" Type="[^"]+/worksheet" Target="worksheets/sheet${n}.xml"/>`));
    }
    expect(part('xl/_rels/workbook.xml.rels')).toMatch(/<Relationship Id="rId3" Type="[^"]+\/styles" Target="styles.xml"\/>/);
    expect([...part('xl/workbook.xml').matchAll(/<sheet name="([^"]*)" sheetId="(\d+)" r:id="(rId\d+)"\/>/g)].map((m) => m.slice(1))).toEqual([
      ['Dados', '1', 'rId1'],
      ["Parâmetros d'uso", '2', 'rId2'],
    ]);
  });

  it('names the sheets as Excel accepts them: 31 characters, no forbidden character or edge apostrophe, never blank, no two alike', async () => {
    const long = 'Transit time por rota e transportadora';
    expect(xlsxSheetNames([long, long, 'a/b:c?', "'x'", '', 'DADOS', 'dados', `${'x'.repeat(30)}😀`])).toEqual([
      'Transit time por rota e transpo',
      'Transit time por rota e tra (2)',
      'a b c ',
      'x',
      'Planilha5',
      'DADOS',
      'dados (2)',
      'x'.repeat(30),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxWorkbookStream<[Row, Row]>(
      utc,
      { name: long, columns, batches: batchesOf([1]) },
      { name: long, columns, batches: batchesOf([1]) },
    ))
      chunks.push(chunk);
    const book = XLSX.read(Buffer.concat(chunks));
    expect(book.SheetNames).toEqual(['Transit time por rota e transpo', 'Transit time por rota e tra (2)']);
    expect(book.Workbook?.Names?.map((name) => name.Ref)).toEqual([
      "'Transit time por rota e transpo'!$A$1:$B$2",
      "'Transit time por rota e tra (2)'!$A$1:$B$2",
    ]);
  });
});
