import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (payload: object, user: 'analista' | 'admin' | 'semacesso' = 'admin') => t.as(user, { method: 'POST', url: '/api/vehicle/report', payload });
const rowsOf = (body: Buffer) => XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(body, { type: 'buffer' }).Sheets['Veículos']!);

describe('POST /api/vehicle/report', () => {
  it('exports every row matching the filters (not just a page) as xlsx named with the date', async () => {
    const filters = { status: ['VENDIDO'] };
    const total = (await t.as('admin', { method: 'POST', url: '/api/vehicle/list', payload: { filters } })).json().total;
    const response = await report({ filters, clientTimeZone: 'America/Manaus' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="veiculos_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = rowsOf(response.rawPayload);
    expect(rows).toHaveLength(total);
    expect(total).toBeGreaterThan(50);
    expect(rows.every((r) => r.Status === 'VENDIDO')).toBe(true);
    expect(String(rows[0]!.Chassi)).toHaveLength(17);
  });

  it('keeps the requested order and neutralises cells that look like formulas', async () => {
    await t.database.db.updateTable('vehicles').set({ concessionaria: '=HYPERLINK("http://x","y")' }).where('id', '=', 1).execute();
    const chassi = (await t.database.db.selectFrom('vehicles').select('chassi').where('id', '=', 1).executeTakeFirstOrThrow()).chassi;
    const rows = rowsOf((await report({ filters: { chassi } })).rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]!['Concessionária']).toBe('\'=HYPERLINK("http://x","y")');
    const sorted = rowsOf((await report({ sort: [{ field: 'chassi', direction: 'asc' }], filters: { regiao: ['N'] } })).rawPayload).map((r) => String(r.Chassi));
    expect(sorted).toEqual([...sorted].sort());
  });

  it('refuses bad input naming the field, and users without list-vehicles-export', async () => {
    expect((await report({ filters: { foo: 1 } })).json()).toMatchObject({ statusCode: 400, field: 'body.filters.foo' });
    expect((await report({ clientTimeZone: 'Lua/Cratera' })).json()).toMatchObject({ statusCode: 400, field: 'body.clientTimeZone' });
    expect((await report({}, 'semacesso')).statusCode).toBe(403);
  });
});
