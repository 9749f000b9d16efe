import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { checkInflatedSize, readZipDirectory, rebuildZip } from '../../../../src/server/zip/zip-directory.ts';
import { readXlsxUpload } from '../../../../src/server/spreadsheet/xlsx-upload.ts';
import { rawXlsx, sheetRowXml } from '../../../helpers/raw-xlsx.ts';

const limits = { maxInflatedBytes: 1024 * 1024, maxRows: 10 };
/**
 * The sheet entry declared "stored" in the central directory (its deflated bytes counted as its
 * inflated size) while its local header still says "deflate".
 */
function declareSheetStored(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = out.readUInt32LE(end + 16);
  for (let i = 0; i < out.readUInt16LE(end + 10); i++) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) === 'xl/worksheets/sheet1.xml') {
      out.writeUInt16LE(0, at + 10);
      out.writeUInt32LE(out.readUInt32LE(at + 20), at + 24);
    }
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

const sheetOf = (rows: number) =>
  rawXlsx(function* () {
    for (let i = 1; i <= rows + 1; i++) yield sheetRowXml([`linha ${i}`, i]);
  });

describe('readZipDirectory', () => {
  it('lists the entries of an xlsx with their declared sizes', async () => {
    const file = await sheetOf(3);
    const entries = readZipDirectory(file)!;
    expect(entries.map((e) => e.name)).toContain('xl/workbook.xml');
    for (const entry of entries) expect(checkInflatedSize(file, entry, entry.uncompressedSize)).toBe('ok');
  });

  it('answers undefined for bytes that are not a ZIP', () => {
    expect(readZipDirectory(Buffer.from('PK\u0003\u0004 não é um zip de verdade, só começa como um'))).toBeUndefined();
  });

  it('stops inflating an entry at the limit', async () => {
    const file = await sheetOf(1000);
    const sheet = readZipDirectory(file)!.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    expect(checkInflatedSize(file, sheet, sheet.uncompressedSize - 1)).toBe('over');
  });
});

describe('readXlsxUpload', () => {
  it('reads the rows of a sheet within the limits', async () => {
    const book = readXlsxUpload(await sheetOf(10), limits);
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })).toHaveLength(11);
  });

  it('stops parsing one row past the limit, however many the sheet has', async () => {
    const book = readXlsxUpload(await sheetOf(5000), limits);
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })).toHaveLength(12);
  });

  it('refuses a workbook that inflates past the limit and content that is no workbook', async () => {
    expect(() => readXlsxUpload(Buffer.from('PLANTA_ORIGEM;UF_DESTINO'), limits)).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }));
    const bomb = await sheetOf(50_000); // about 3 MB of XML
    expect(() => readXlsxUpload(bomb, limits)).toThrow(expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }));
  });

  // The reader used to follow the local header and inflate what the size check took as stored.
  it('reads entries as the checked directory declares them, whatever their local headers say', async () => {
    const lying = declareSheetStored(await sheetOf(50_000)); // about 3 MB of XML, over the 1 MB limit
    const entries = readZipDirectory(lying)!;
    expect(entries.reduce((sum, e) => sum + e.uncompressedSize, 0)).toBeLessThan(limits.maxInflatedBytes);
    // Read as stored, the deflated bytes are no sheet XML: no rows, and nothing was inflated.
    const book = readXlsxUpload(lying, limits);
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })).toEqual([]);
  });

  it('reads a workbook rebuilt from its directory like the original', async () => {
    const file = await sheetOf(3);
    const rows = (zip: Buffer) => XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(zip, { type: 'buffer' }).Sheets.Rotas!, { header: 1 });
    expect(rows(rebuildZip(file, readZipDirectory(file)!))).toEqual(rows(file));
  });
});
