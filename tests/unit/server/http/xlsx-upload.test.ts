import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { checkInflatedSize, readZipDirectory } from '../../../../src/server/http/zip-directory.ts';
import { readXlsxUpload } from '../../../../src/server/http/xlsx-upload.ts';
import { rawXlsx, sheetRowXml } from '../../../helpers/raw-xlsx.ts';

const limits = { maxInflatedBytes: 1024 * 1024, maxRows: 10 };
const sheetOf = (rows: number) => rawXlsx(function* () {
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
});
