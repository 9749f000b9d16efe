import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let excluded: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp();
  const vehicles = await t.database.db.selectFrom('vehicles').select(['id', 'chassi']).orderBy('id').limit(2).execute();
  excluded = vehicles[0]!.chassi;
  plain = vehicles[1]!.chassi;
  await t.database.db
    .insertInto('kpi_exclusions')
    .values({
      vehicle_id: vehicles[0]!.id,
      chassi: excluded,
      motivo: 'Veículo de teste',
      ativo: 1,
      criado_por: 'admin',
      criado_em: '2025-05-20T15:30:00.000Z',
      revertido_por: null,
      revertido_em: null,
    })
    .execute();
});
afterAll(() => t.close());

const unknown = '9BWZZZ377VT004251';

describe('KPI exclusion', () => {
  it('POST /vehicle/listVehicleKpiExclusionInfo answers one entry per chassis in the order asked', async () => {
    const response = await t.as('operador', {
      method: 'POST',
      url: '/api/vehicle/listVehicleKpiExclusionInfo',
      payload: { chassis: [plain, excluded.toLowerCase(), unknown] },
    });
    expect(response.statusCode).toBe(200);
    const [a, b, c] = response.json();
    expect(a).toMatchObject({ chassi: plain, encontrado: true, excluido: false });
    expect(b).toMatchObject({ chassi: excluded, encontrado: true, excluido: true, motivo: 'Veículo de teste', excluidoPor: 'admin' });
    expect(c).toMatchObject({ chassi: unknown, encontrado: false, excluido: false });
    const bad = await t.as('operador', { method: 'POST', url: '/api/vehicle/listVehicleKpiExclusionInfo', payload: { chassis: ['123'] } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.chassis.0' });
  });

  it('POST /vehicle/vehicleKpiExclusion/report writes times in the client time zone', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/vehicle/vehicleKpiExclusion/report',
      payload: { chassis: [excluded], clientTimeZone: 'America/Sao_Paulo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/expurgo_\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(XLSX.read(response.rawPayload, { type: 'buffer' }).Sheets.Expurgo!);
    expect(rows[0]!['Expurgado em (America/Sao_Paulo)']).toBe('20/05/2025, 12:30:00');
    const bad = await t.as('admin', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/report', payload: { chassis: [excluded] } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.clientTimeZone' });
    expect(
      (await t.as('semacesso', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/report', payload: { chassis: [excluded], clientTimeZone: 'UTC' } }))
        .statusCode,
    ).toBe(403);
  });
});
