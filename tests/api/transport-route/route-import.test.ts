import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 50 });
});
afterAll(() => t.close());

const HEADERS = ['PLANTA_ORIGEM', 'UF_DESTINO', 'CIDADE_DESTINO', 'TRANSPORTADORA', 'MODAL', 'DIAS_TARGET', 'DISTANCIA_KM'];
const xlsx = (rows: unknown[][], headers = HEADERS) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), 'Rotas');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

function upload(file: Buffer, user: 'admin' | 'analista' = 'admin', name = 'rotas.xlsx') {
  const boundary = '----vtlogtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.as(user, { method: 'POST', url: '/api/transportroute/import', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

describe('POST /api/transportroute/import', () => {
  it('creates new routes and updates existing ones in one go', async () => {
    const existing = await t.database.db.selectFrom('transport_routes').innerJoin('carriers', 'carriers.id', 'transport_routes.carrier_id')
      .select(['transport_routes.id', 'origem_planta', 'destino_uf', 'destino_cidade', 'carriers.codigo']).orderBy('transport_routes.id').executeTakeFirstOrThrow();
    const before = await t.count('transport_routes');
    const response = await upload(xlsx([
      [existing.origem_planta, existing.destino_uf, existing.destino_cidade, existing.codigo, 'RODOVIARIO', 42, 900],
      ['BET', 'AC', 'Cruzeiro do Sul', 'VNT', 'RODOVIARIO', 12, null],
      ['SJP', 'RR', 'Caracaraí', 'VNT', 'cabotagem', 20, 4200],
    ]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 1 });
    expect(await t.count('transport_routes')).toBe(before + 2);
    const updated = await t.database.db.selectFrom('transport_routes').select(['dias_target', 'atualizado_por']).where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(updated).toEqual({ dias_target: 42, atualizado_por: 'admin' });
  });

  it('is all or nothing: one bad row anywhere imports nothing and lists every error in pt-BR', async () => {
    const before = await t.count('transport_routes');
    const good = Array.from({ length: 20 }, (_, i) => ['BET', 'SP', `Cidade ${i}`, 'CEG', 'RODOVIARIO', 3, 400]);
    const response = await upload(xlsx([...good, ['XXX', 'ZZ', 'Lugar', 'NOPE', 'AVIAO', 0, 'muito']]));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toContain('nada foi importado');
    expect(body.details.errors).toEqual(expect.arrayContaining([
      { row: 22, column: 'PLANTA_ORIGEM', message: 'Planta "XXX" não cadastrada.' },
      { row: 22, column: 'UF_DESTINO', message: 'UF "ZZ" inválida.' },
      { row: 22, column: 'TRANSPORTADORA', message: 'Transportadora "NOPE" não cadastrada.' },
      expect.objectContaining({ row: 22, column: 'DIAS_TARGET' }),
    ]));
    expect(await t.count('transport_routes')).toBe(before);
  });

  it('refuses missing columns, non-xlsx content and files over 5 MB', async () => {
    const before = await t.count('transport_routes');
    const noColumns = await upload(xlsx([['BET', 'SP']], ['PLANTA_ORIGEM', 'UF_DESTINO']));
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().message).toContain('CIDADE_DESTINO');
    const csv = await upload(Buffer.from('PLANTA_ORIGEM;UF_DESTINO\nBET;SP\n'), 'admin', 'rotas.xlsx');
    expect(csv.statusCode).toBe(415);
    const fakeZip = await upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]));
    expect(fakeZip.statusCode).toBe(415);
    const huge = await upload(Buffer.alloc(6 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const json = await t.as('admin', { method: 'POST', url: '/api/transportroute/import', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await t.count('transport_routes')).toBe(before);
  });

  it('needs upload-routes manage; the template downloads for viewers', async () => {
    expect((await upload(xlsx([['BET', 'SP', 'Campinas', 'CEG', 'RODOVIARIO', 3, 1]]), 'analista')).statusCode).toBe(403);
    const template = await t.as('admin', { method: 'GET', url: '/api/transportroute/template' });
    expect(template.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(template.rawPayload).Sheets.Rotas!, { header: 1 });
    expect(rows[0]).toEqual(HEADERS);
  });
});
