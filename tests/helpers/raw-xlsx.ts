/**
 * Hand-built xlsx files for hostile-upload tests: the smallest package SheetJS and Excel open, with
 * the sheet XML streamed from a generator, so a test can make 100,000 rows or 400 MB of XML cheaply.
 */
import { ZipStream } from '../../src/server/zip/zip-stream.ts';
import { routeSheetHeaders } from './route-workbook.ts';

const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeDocument = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageParts: [string, string][] = [
  [
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    `<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeDocument}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${officeDocument}"><sheets><sheet name="Rotas" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeDocument}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
];

/** One `<row>` of inline cells (strings) and number cells. */
export function sheetRowXml(values: readonly unknown[]): string {
  const cell = (v: unknown) => (typeof v === 'number' ? `<c><v>${v}</v></c>` : `<c t="inlineStr"><is><t>${String(v ?? '')}</t></is></c>`);
  return `<row>${values.map(cell).join('')}</row>`;
}

/** An xlsx whose only sheet's `<sheetData>` holds what `rows` yields. */
export async function rawXlsx(rows: () => Iterable<string> | AsyncIterable<string>): Promise<Buffer> {
  const zip = new ZipStream();
  const out: Buffer[] = [];
  for (const [name, content] of packageParts) for await (const part of zip.entry(name, [Buffer.from(content)])) out.push(part);
  async function* sheet() {
    yield Buffer.from('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
    // Batched: the ZIP writer flushes the deflater per chunk.
    let batch = '';
    for await (const xml of rows()) {
      batch += xml;
      if (batch.length >= 64 * 1024) {
        yield Buffer.from(batch);
        batch = '';
      }
    }
    yield Buffer.from(batch);
    yield Buffer.from('</sheetData></worksheet>');
  }
  for await (const part of zip.entry('xl/worksheets/sheet1.xml', sheet())) out.push(part);
  out.push(zip.finish());
  return Buffer.concat(out);
}

/** A route sheet whose one data row holds a city of `chars` characters (a 60 MB cell deflates to about 60 KB). */
export function oneLongCell(chars: number): Promise<Buffer> {
  const text = (value: string) => `<c t="inlineStr"><is><t>${value}</t></is></c>`;
  return rawXlsx(function* () {
    yield sheetRowXml(routeSheetHeaders);
    yield `<row>${text('BET')}${text('SP')}<c t="inlineStr"><is><t>`;
    for (let sent = 0; sent < chars; sent += 1_000_000) yield 'x'.repeat(Math.min(1_000_000, chars - sent));
    yield `</t></is></c>${text('CEG')}${text('RODOVIARIO')}<c><v>3</v></c></row>`;
  });
}
