import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../export/xlsx-file.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = JSON.parse(readFileSync(new URL('../../../manifests/pages/vehicles-search.json', import.meta.url), 'utf8')) as { columns: { label: string }[] };
// Consulta de Veículos and Veículos em estoque share this export: the request names its page.
const report = (payload: object, user: 'analista' | 'admin' | 'semacesso' = 'admin') =>
  t.as(user, { method: 'POST', url: '/api/vehicle/report', payload: { page: 'vehicles-search', ...payload } });
const recordsOf = (body: Buffer) => readExport(body).records;

describe('POST /api/vehicle/report', () => {
  it('exports every row matching the filters (not just a page) with the Consulta de Veículos columns, named with the date', async () => {
    const filters = { status: ['VENDIDO'] };
    const total = (await t.as('admin', { method: 'POST', url: '/api/vehicle/list', payload: { filters } })).json().total;
    const response = await report({ page: 'vehicles-search', filters, clientTimeZone: 'America/Manaus' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="veiculos-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const file = readExport(response.rawPayload);
    expect(file.book.SheetNames).toEqual(['Consulta de Veículos']);
    expect(file.rows[0]).toEqual(page.columns.map((c) => c.label));
    expect(file.records).toHaveLength(total);
    expect(total).toBeGreaterThan(50);
    // The status badge's label, not the code.
    expect(file.records.every((r) => r.Status === 'Vendido')).toBe(true);
    expect(String(file.records[0]!.Chassi)).toHaveLength(17);
  });

  it('keeps the requested order and neutralises cells that look like formulas', async () => {
    await t.database.db.updateTable('vehicles').set({ concessionaria: '=HYPERLINK("http://x","y")' }).where('id', '=', 1).execute();
    const chassi = (await t.database.db.selectFrom('vehicles').select('chassi').where('id', '=', 1).executeTakeFirstOrThrow()).chassi;
    const file = readExport((await report({ filters: { chassi } })).rawPayload);
    expect(file.records).toHaveLength(1);
    // The text as written, no apostrophe; Excel's quote-prefix style keeps it text.
    expect(file.records[0]!['Concessionária']).toBe('=HYPERLINK("http://x","y")');
    expect(file.styleOf(file.ref('Concessionária', 0))).toMatchObject({ quotePrefix: '1' });
    const sorted = recordsOf((await report({ sort: [{ field: 'chassi', direction: 'asc' }], filters: { regiao: ['N'] } })).rawPayload).map((r) =>
      String(r.Chassi),
    );
    expect(sorted).toEqual([...sorted].sort());
  });

  it('refuses bad input naming the field, and users without list-vehicles-export', async () => {
    expect((await report({ filters: { foo: 1 } })).json()).toMatchObject({ statusCode: 400, field: 'body.filters.foo' });
    expect((await report({ clientTimeZone: 'Lua/Cratera' })).json()).toMatchObject({ statusCode: 400, field: 'body.clientTimeZone' });
    expect((await report({ page: 'claims' })).json()).toMatchObject({ statusCode: 400, field: 'body.page' });
    expect((await report({ page: undefined })).json()).toMatchObject({ statusCode: 400, field: 'body.page' });
    expect((await report({}, 'semacesso')).statusCode).toBe(403);
  });
});
