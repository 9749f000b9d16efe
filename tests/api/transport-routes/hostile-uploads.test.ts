/**
 * Hostile "Planilha de Rotas" uploads: each is refused with a clear pt-BR message,
 * in bounded memory, and leaves the routes untouched.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipStream } from '../../../src/server/zip/zip-stream.ts';
import { multipartFile, routeSheetHeaders } from '../../helpers/route-workbook.ts';
import { contentHash } from '../hostile/database-snapshot.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { oneLongCell, rawXlsx, sheetRowXml } from '../../helpers/raw-xlsx.ts';

let t: TestApp;
let before: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
  before = await contentHash(t.database, ['transport_routes', 'audit_log']);
});
afterAll(async () => {
  // Nothing any of these files did reached the database.
  expect(await contentHash(t.database, ['transport_routes', 'audit_log'])).toEqual(before);
  await t.close();
});

/** A multipart body of text fields ([name, value]) and files ([name, bytes, file name]), in order. */
function multipartParts(parts: [string, Buffer, string?][]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----vtlog-parts-boundary';
  const encoded = parts.map(([name, value, fileName]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
      ),
      value,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...encoded, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Buffer, name = 'rotas.xlsx') => t.as('admin', { method: 'POST', url: '/api/transportroute/import', ...multipartFile(file, name) });

const MB = 1024 * 1024;

/** A workbook whose sheet XML inflates to `sheetBytes` (about 1/1000 of it compressed). */
function zipBomb(sheetBytes: number): Promise<Buffer> {
  const chunk = sheetRowXml(['BET', 'SP', 'Campinas', 'CEG', 'RODOVIARIO', 3, 100]).repeat(5000);
  return rawXlsx(function* () {
    for (let sent = 0; sent < sheetBytes; sent += chunk.length) yield chunk;
  });
}

/** Rewrites the inflated size the central directory declares for the last entry (a lying zip bomb). */
function declareSmallSizes(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = out.readUInt32LE(end + 16);
  for (let i = 0; i < out.readUInt16LE(end + 10); i++) {
    out.writeUInt32LE(1000, at + 24);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

/** Uploads `file` and reports how far the resident memory rose above where it started meanwhile. */
async function uploadMeasured(file: Buffer) {
  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const response = await upload(file);
  clearInterval(timer);
  return { response, body: response.json(), rise: Math.max(peak, process.memoryUsage().rss) - start };
}

/** Built once (deflating 256 MB takes a few seconds) for both bomb tests. */
const bombOf256MB = zipBomb(256 * MB);
const bombMessage = 'A planilha descompactada passa de 16 MB; o arquivo foi recusado. Divida-a em arquivos menores.';

const notXlsx = {
  statusCode: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  field: 'file',
  message: 'Erro na leitura do arquivo. Por favor escolha um arquivo válido e tente novamente.',
};

describe('hostile uploads', () => {
  it('refuses content that is not an xlsx whatever its name says (415)', async () => {
    const csv = await upload(Buffer.from('PLANTA_ORIGEM;UF_DESTINO\nBET;SP\n'), 'rotas.xlsx');
    expect(csv.json()).toMatchObject(notXlsx);
    const truncatedZip = await upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]));
    expect(truncatedZip.json()).toMatchObject(notXlsx);
    const xlsFromOffice97 = await upload(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]));
    expect(xlsFromOffice97.json()).toMatchObject(notXlsx);
    // A real ZIP that is not a workbook (e.g. a .docx or an archive renamed to .xlsx).
    const zip = new ZipStream();
    const parts: Buffer[] = [];
    for await (const part of zip.entry('word/document.xml', [Buffer.from('<document/>')])) parts.push(part);
    const renamedZip = await upload(Buffer.concat([...parts, zip.finish()]));
    expect(renamedZip.json()).toMatchObject(notXlsx);
  });

  it('refuses a file over 5 MB with 413 before reading it', async () => {
    const response = await upload(Buffer.alloc(6 * MB, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'file', message: 'O arquivo passa do limite de 5 MB.' });
  });

  // Sent in network-sized chunks, a file cut at a chunk boundary used to be read as a 5 MB file (415).
  it('refuses a file over 5 MB with 413 also when the limit falls on a chunk boundary', async () => {
    const { payload, headers } = multipartFile(Buffer.alloc(6 * MB, 1));
    const head = payload.indexOf('\r\n\r\n') + 4;
    const chunks = [payload.subarray(0, head + 5 * MB), payload.subarray(head + 5 * MB)];
    const response = await t.as('admin', { method: 'POST', url: '/api/transportroute/import', headers, payload: Readable.from(chunks) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'file', message: 'O arquivo passa do limite de 5 MB.' });
  });

  it('refuses a second file (400) and a text field over 64 KB (413) instead of ignoring or cutting them', async () => {
    const file = await rawXlsx(() => [sheetRowXml(routeSheetHeaders)]);
    const twoFiles = await t.as('admin', {
      method: 'POST',
      url: '/api/transportroute/import',
      ...multipartParts([
        ['file', file, 'a.xlsx'],
        ['file', file, 'b.xlsx'],
      ]),
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toMatchObject({ code: 'VALIDATION', field: 'file', message: 'Envie um único arquivo, no campo file.' });
    const bigField = await t.as('admin', {
      method: 'POST',
      url: '/api/transportroute/import',
      ...multipartParts([
        ['nota', Buffer.alloc(20 * MB, 'a')],
        ['file', file, 'a.xlsx'],
      ]),
    });
    expect(bigField.statusCode).toBe(413);
    expect(bigField.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'nota', message: 'O campo nota passa do limite de 64 KB.' });
  });

  it('refuses a zip bomb from its directory, without inflating it', async () => {
    const bomb = await bombOf256MB;
    expect(bomb.length).toBeLessThan(2 * MB);
    const { response, body, rise } = await uploadMeasured(bomb);
    expect([response.statusCode, body.message]).toEqual([413, bombMessage]);
    expect(rise).toBeLessThan(100 * MB);
  });

  it('refuses a zip bomb whose directory lies about the sizes, stopping the inflation early', async () => {
    const { response, body, rise } = await uploadMeasured(declareSmallSizes(await bombOf256MB));
    expect([response.statusCode, body.message]).toEqual([413, bombMessage]);
    expect(rise).toBeLessThan(100 * MB);
  });

  it('refuses a sheet of 40,000 rows with the row limit, reading no more than the limit', async () => {
    // 40,000 rows inflate to about 9 MB, within the size limit: the row limit is what stops them.
    const file = await rawXlsx(function* () {
      yield sheetRowXml(routeSheetHeaders);
      for (let i = 0; i < 40_000; i++) yield sheetRowXml(['BET', 'SP', 'Campinas', 'CEG', 'RODOVIARIO', 3, 100]);
    });
    expect(file.length).toBeLessThan(5 * MB);
    const { response, body, rise } = await uploadMeasured(file);
    expect(response.statusCode).toBe(422);
    expect(body).toMatchObject({
      field: 'file',
      message: 'A planilha tem mais de 20.000 linhas de dados, o máximo por arquivo. Divida-a em arquivos menores.',
    });
    expect(rise).toBeLessThan(400 * MB);
  });

  // A 63 KB file held one 60,000,000-character cell: within the old 64 MB limit, it was parsed on the
  // event loop for seconds and the cell echoed back in the row errors.
  it('refuses a small file whose one cell inflates to 60 MB by its size, before parsing it', async () => {
    const file = await oneLongCell(60_000_000);
    expect(file.length).toBeLessThan(100 * 1024);
    const { response, body } = await uploadMeasured(file);
    expect([response.statusCode, body.message]).toEqual([413, bombMessage]);
  });

  it('refuses cells longer than 255 characters without echoing them, whatever their size', async () => {
    for (const chars of [256, 15_000_000]) {
      const response = await upload(await oneLongCell(chars));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'A planilha tem 1 célula(s) com mais de 255 caracteres; nada foi importado.',
        details: { errors: [{ row: 2, column: 'CIDADE_DESTINO', message: 'Máximo de 255 caracteres.' }] },
      });
      expect(response.body.length).toBeLessThan(1024);
    }
  });

  it('refuses a file name longer than 255 characters (400), reading nothing', async () => {
    const file = await rawXlsx(() => [sheetRowXml(routeSheetHeaders)]);
    for (const length of [256, 100_000]) {
      const response = await upload(file, `${'r'.repeat(length - 5)}.xlsx`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        field: 'file',
        message: 'O nome do arquivo passa de 255 caracteres. Renomeie o arquivo e envie-o novamente.',
      });
    }
  });
});
