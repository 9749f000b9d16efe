import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { excelDate, xlsxStream, type XlsxColumn } from '../../../../src/server/http/xlsx-stream.ts';

interface Row { n: number; text: string }
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
    const rows = await read(xlsxStream('Teste', columns, batchesOf([300, 1, 0, 399])));
    expect(rows).toHaveLength(701);
    expect(rows[0]).toEqual(['Número', 'Texto']);
    rows.slice(1).forEach((row, index) => {
      expect(row[0]).toBe(index + 1);
      expect(String(row[1])).toMatch(new RegExp(`^linha ${index + 1} x+$`));
    });
  });

  it('writes a sheet with only the header when nothing matches', async () => {
    expect(await read(xlsxStream('Vazia', columns, batchesOf([])))).toEqual([['Número', 'Texto']]);
  });

  it('gives numbers their column format and puts an autofilter (with its defined name) over the written rows', async () => {
    const chunks: Buffer[] = [];
    const formatted: XlsxColumn<Row>[] = [{ header: 'Valor', format: 'currency', value: (r) => r.n * 1.5 }, { header: 'Dia', format: 'date', value: () => excelDate(2025, 5, 26) }, ...columns];
    for await (const chunk of xlsxStream("Sheet's", formatted, batchesOf([3]))) chunks.push(chunk);
    const book = XLSX.read(Buffer.concat(chunks), { cellNF: true });
    const sheet = book.Sheets["Sheet's"]!;
    expect(sheet['A2']).toMatchObject({ t: 'n', v: 1.5, z: '"R$" #,##0.00' });
    expect(sheet['B2']).toMatchObject({ t: 'n', v: 45803, z: 'dd/mm/yyyy', w: '26/05/2025' });
    expect(sheet['C2']).toMatchObject({ t: 'n', v: 1 });
    expect(sheet['C2'].z ?? 'General').toBe('General');
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:D4' });
    expect(book.Workbook?.Names).toEqual([{ Name: '_xlnm._FilterDatabase', Sheet: 0, Hidden: true, Ref: "'Sheet''s'!$A$1:$D$4" }]);
  });
});
