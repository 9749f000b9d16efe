import type * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../export/xlsx-file.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let excluded: string;
let plain: string;
let excludedStatus: string;
beforeAll(async () => {
  t = await createTestApp();
  const vehicles = await t.database.db.selectFrom('vehicles').select(['id', 'chassi', 'status']).orderBy('id').limit(2).execute();
  excluded = vehicles[0]!.chassi;
  excludedStatus = vehicles[0]!.status;
  plain = vehicles[1]!.chassi;
  // A fixed time, so the file's dates can be checked to the minute.
  await t.database.db.insertInto('kpi_exclusions').values({ vehicle_id: vehicles[0]!.id, chassi: excluded, ativo: 1 }).execute();
  await t.database.db
    .insertInto('kpi_exclusion_events')
    .values({
      vehicle_id: vehicles[0]!.id,
      chassi: excluded,
      acao: 'aplicar-expurgo',
      motivo: 'Veículo de teste',
      usuario: 'admin',
      ocorrido_em: '2025-05-20T15:30:00.000Z',
    })
    .execute();
});
afterAll(() => t.close());

const unknown = '9BWZZZ377VT004251';
const SAO_PAULO = 'America/Sao_Paulo';
/** Excel's day serial of an instant on São Paulo's wall clock (UTC-3, no daylight saving since 2019), to the second. */
const saoPauloSerial = (iso: string) => (Math.floor(Date.parse(iso) / 1000) * 1000 - 3 * 3_600_000) / 86_400_000 + 25_569;

const report = (chassis: string[]) =>
  t.as('admin', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/report', payload: { chassis, clientTimeZone: SAO_PAULO } });

function expectDateTime(cell: XLSX.CellObject | undefined, iso: string) {
  expect(cell).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm' });
  expect(cell!.v as number).toBeCloseTo(saoPauloSerial(iso), 9);
}

describe('KPI exclusion', () => {
  it('POST /vehicle/listVehicleKpiExclusionInfo answers one entry per chassis in the order asked', async () => {
    const response = await t.as('operador', {
      method: 'POST',
      url: '/api/vehicle/listVehicleKpiExclusionInfo',
      payload: { chassis: [plain, excluded.toLowerCase(), unknown] },
    });
    expect(response.statusCode).toBe(200);
    const [a, b, c] = response.json();
    expect(a).toMatchObject({ chassi: plain, encontrado: true, excluido: false, historico: [] });
    expect(b).toMatchObject({ chassi: excluded, encontrado: true, excluido: true, motivo: 'Veículo de teste', excluidoPor: 'admin', motivoReversao: null });
    expect(b.historico).toEqual([
      {
        id: expect.any(Number),
        chassi: excluded,
        acao: 'aplicar-expurgo',
        motivo: 'Veículo de teste',
        usuario: 'admin',
        ocorridoEm: '2025-05-20T15:30:00.000Z',
      },
    ]);
    expect(c).toMatchObject({ chassi: unknown, encontrado: false, excluido: false });
    const bad = await t.as('operador', { method: 'POST', url: '/api/vehicle/listVehicleKpiExclusionInfo', payload: { chassis: ['123'] } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.chassis.0' });
  });

  it('POST /vehicle/vehicleKpiExclusion/report writes labels, and dates as date cells in the client time zone', async () => {
    const response = await report([excluded, plain]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/expurgo_\d{4}-\d{2}-\d{2}\.xlsx/);
    const file = readExport(response.rawPayload, 'Expurgo');
    expect(file.rows[0]).toEqual([
      'Chassi',
      'Encontrado',
      'Modelo',
      'Status',
      'Concessionária',
      'Expurgado',
      'Motivo do expurgo',
      'Expurgado por',
      'Expurgado em',
      'Motivo da reversão',
      'Revertido por',
      'Revertido em',
    ]);
    // 15:30 UTC is 12:30 in São Paulo: a date cell, shown with the pt-BR format.
    expectDateTime(file.cell('Expurgado em', 0), '2025-05-20T15:30:00.000Z');
    expect(file.cell('Expurgado em', 0)!.w).toBe('20/05/2025 12:30');
    // The status as the screen's badge shows it, never its code.
    const statusLabel = t.app.manifests.enumLabels('vehicle-status').label(excludedStatus);
    expect(statusLabel).not.toBe(excludedStatus);
    expect(file.cell('Status', 0)).toMatchObject({ t: 's', v: statusLabel });
    expect(file.cell('Expurgado em', 1)).toBeUndefined();

    const history = readExport(response.rawPayload, 'Histórico');
    expect(history.rows[0]).toEqual(['Chassi', 'Ação', 'Motivo', 'Usuário', 'Data']);
    expect(history.records.map((row) => [row.Chassi, row['Ação'], row.Motivo, row['Usuário']])).toEqual([
      [excluded, 'Expurgo aplicado', 'Veículo de teste', 'admin'],
    ]);
    expectDateTime(history.cell('Data', 0), '2025-05-20T15:30:00.000Z');

    const bad = await t.as('admin', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/report', payload: { chassis: [excluded] } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.clientTimeZone' });
    expect(
      (await t.as('semacesso', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/report', payload: { chassis: [excluded], clientTimeZone: 'UTC' } }))
        .statusCode,
    ).toBe(403);
  });

  it('apply, revert and apply again keep three reasons: in the info, the chassis history and the file', async () => {
    const chassi = plain;
    const change = (url: string, motivo: string) => t.as('admin', { method: 'POST', url, payload: { chassis: [chassi], motivo } });
    expect((await change('/api/vehicle/vehicleKpiExclusion', 'Primeiro expurgo')).statusCode).toBe(200);
    expect((await change('/api/vehicle/vehicleKpiExclusion/revert', 'Revertido por engano')).statusCode).toBe(200);
    expect((await change('/api/vehicle/vehicleKpiExclusion', 'Segundo expurgo')).statusCode).toBe(200);

    const historyResponse = await t.as('operador', {
      method: 'GET',
      url: '/api/vehicle/listVehicleKpiExclusionEvents',
      query: { chassi: chassi.toLowerCase() },
    });
    expect(historyResponse.statusCode).toBe(200);
    const events = historyResponse.json() as { acao: string; motivo: string; usuario: string; ocorridoEm: string }[];
    expect(events.map((e) => [e.acao, e.motivo, e.usuario])).toEqual([
      ['aplicar-expurgo', 'Primeiro expurgo', 'admin'],
      ['reverter-expurgo', 'Revertido por engano', 'admin'],
      ['aplicar-expurgo', 'Segundo expurgo', 'admin'],
    ]);

    const [entry] = (await t.as('admin', { method: 'POST', url: '/api/vehicle/listVehicleKpiExclusionInfo', payload: { chassis: [chassi] } })).json();
    // The latest exclusion is the second one, still active: no revert closes it yet.
    expect(entry).toMatchObject({ excluido: true, motivo: 'Segundo expurgo', motivoReversao: null, revertidoPor: null });
    expect(entry.historico.map((e: { motivo: string }) => e.motivo)).toEqual(['Primeiro expurgo', 'Revertido por engano', 'Segundo expurgo']);

    const response = await report([chassi]);
    const history = readExport(response.rawPayload, 'Histórico');
    expect(history.records.map((row) => [row['Ação'], row.Motivo])).toEqual([
      ['Expurgo aplicado', 'Primeiro expurgo'],
      ['Expurgo revertido', 'Revertido por engano'],
      ['Expurgo aplicado', 'Segundo expurgo'],
    ]);
    events.forEach((event, index) => expectDateTime(history.cell('Data', index), event.ocorridoEm));
    expect(readExport(response.rawPayload, 'Expurgo').records[0]).toMatchObject({ Expurgado: 'Sim', 'Motivo do expurgo': 'Segundo expurgo' });

    // Reverted, the original reason and the revert's each keep their own column.
    await change('/api/vehicle/vehicleKpiExclusion/revert', 'Fim do evento');
    const reverted = readExport((await report([chassi])).rawPayload, 'Expurgo');
    expect(reverted.records[0]).toMatchObject({
      Expurgado: 'Não',
      'Motivo do expurgo': 'Segundo expurgo',
      'Expurgado por': 'admin',
      'Motivo da reversão': 'Fim do evento',
      'Revertido por': 'admin',
    });
    expect(reverted.cell('Revertido em', 0)).toMatchObject({ t: 'n', z: 'dd/mm/yyyy hh:mm' });
  });

  it('GET /vehicle/listVehicleKpiExclusionEvents answers [] for a chassis never expurgated and 400 naming a bad chassi', async () => {
    expect((await t.as('operador', { method: 'GET', url: '/api/vehicle/listVehicleKpiExclusionEvents', query: { chassi: unknown } })).json()).toEqual([]);
    const bad = await t.as('operador', { method: 'GET', url: '/api/vehicle/listVehicleKpiExclusionEvents', query: { chassi: '123' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'query.chassi' });
    expect((await t.as('semacesso', { method: 'GET', url: '/api/vehicle/listVehicleKpiExclusionEvents', query: { chassi: unknown } })).statusCode).toBe(403);
  });
});
