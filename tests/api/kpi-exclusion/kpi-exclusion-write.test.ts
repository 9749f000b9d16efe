/**
 * Expurgo writes: apply and revert a list of chassis (scope manage), all or nothing, audited and kept in the history,
 * and the dashboards leave the excluded chassis out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let chassis: string[];
let inTransit: string;
beforeAll(async () => {
  t = await createTestApp();
  chassis = (await t.database.db.selectFrom('vehicles').select('chassi').orderBy('id').limit(3).execute()).map((v) => v.chassi);
  const transit = await t.database.db.selectFrom('vehicles').select('chassi').where('status', '=', 'TRANSITO').orderBy('id').executeTakeFirstOrThrow();
  inTransit = transit.chassi;
});
afterAll(() => t.close());

const unknown = '9BWZZZ377VT004251';
const apply = (payload: object, user: 'admin' | 'analista' | 'operador' = 'admin') =>
  t.as(user, { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion', payload });
const revert = (payload: object) => t.as('admin', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/revert', payload });
const info = async (list: string[]) =>
  (await t.as('admin', { method: 'POST', url: '/api/vehicle/listVehicleKpiExclusionInfo', payload: { chassis: list } })).json();

describe('POST /vehicle/vehicleKpiExclusion and /revert', () => {
  it('applies and reverts, skipping chassis already in the asked state, visible in the info endpoint', async () => {
    const [a, b, c] = chassis as [string, string, string];
    const first = await apply({ chassis: [a, b.toLowerCase()], motivo: '  Veículo de frota interna ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ solicitados: 2, alterados: 2, ignorados: 0 });

    const again = await apply({ chassis: [a, b, c], motivo: 'Segunda vez' });
    expect(again.json()).toEqual({ solicitados: 3, alterados: 1, ignorados: 2 });
    const [ia, , ic] = await info([a, b, c]);
    expect(ia).toMatchObject({ excluido: true, motivo: 'Veículo de frota interna', excluidoPor: 'admin', revertidoPor: null });
    expect(ic).toMatchObject({ excluido: true, motivo: 'Segunda vez' });

    const back = await revert({ chassis: [a, c], motivo: 'Expurgo indevido' });
    expect(back.json()).toEqual({ solicitados: 2, alterados: 2, ignorados: 0 });
    const [ra, rb, rc] = await info([a, b, c]);
    // The reason of the exclusion and the reason of its revert, each kept.
    expect(ra).toMatchObject({ excluido: false, revertidoPor: 'admin', motivo: 'Veículo de frota interna', motivoReversao: 'Expurgo indevido' });
    expect(rb).toMatchObject({ excluido: true, motivo: 'Veículo de frota interna' });
    const stored = await t.database.db.selectFrom('kpi_exclusion_events').select(['acao', 'motivo', 'usuario']).where('chassi', '=', a).orderBy('id').execute();
    expect(stored).toEqual([
      { acao: 'aplicar-expurgo', motivo: 'Veículo de frota interna', usuario: 'admin' },
      { acao: 'reverter-expurgo', motivo: 'Expurgo indevido', usuario: 'admin' },
    ]);
    expect(ra.revertidoEm).toEqual(expect.any(String));
    expect(rb).toMatchObject({ excluido: true });
    expect(rc).toMatchObject({ excluido: false });
    expect((await revert({ chassis: [a], motivo: 'De novo' })).json()).toEqual({ solicitados: 1, alterados: 0, ignorados: 1 });
  });

  it('writes one audit row per changed chassis with who and why', async () => {
    const target = chassis[2]!;
    await apply({ chassis: [target], motivo: 'Auditoria do expurgo' });
    const rows = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('recurso', '=', 'kpi-exclusion')
      .where('registro', '=', target)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.acao)).toEqual(['aplicar-expurgo', 'reverter-expurgo', 'aplicar-expurgo']);
    const last = rows.at(-1)!;
    expect(last.usuario).toBe('admin');
    expect(JSON.parse(last.detalhes)).toEqual({ motivo: 'Auditoria do expurgo' });
    expect(Date.now() - Date.parse(last.ocorrido_em)).toBeLessThan(60_000);
  });

  it('refuses the whole list when one chassis is unknown (422 naming it, nothing written)', async () => {
    const exclusions = await t.count('kpi_exclusions');
    const events = await t.count('kpi_exclusion_events');
    const audits = await t.count('audit_log');
    const response = await apply({ chassis: [chassis[0], unknown], motivo: 'Lista com erro' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNPROCESSABLE', field: 'body.chassis', details: { naoEncontrados: [unknown] } });
    expect(response.json().message).toContain(unknown);
    expect(await t.count('kpi_exclusions')).toBe(exclusions);
    expect(await t.count('kpi_exclusion_events')).toBe(events);
    expect(await t.count('audit_log')).toBe(audits);
    expect((await revert({ chassis: [chassis[1], unknown], motivo: 'Lista com erro' })).statusCode).toBe(422);
    expect((await info([chassis[1]!]))[0].excluido).toBe(true);
  });

  it('requires a reason and valid chassis (400 naming the field)', async () => {
    expect((await apply({ chassis: [chassis[0]] })).json()).toMatchObject({ statusCode: 400, field: 'body.motivo' });
    expect((await apply({ chassis: [chassis[0]], motivo: '   ' })).json()).toMatchObject({ statusCode: 400, field: 'body.motivo' });
    expect((await apply({ chassis: ['ABC'], motivo: 'Motivo' })).json()).toMatchObject({ statusCode: 400, field: 'body.chassis.0' });
  });

  it('needs scope manage: 403 for operador (view only) and analista, 401 without a token', async () => {
    const body = { chassis: [chassis[0]], motivo: 'Sem permissão' };
    expect((await apply(body, 'operador')).statusCode).toBe(403);
    expect((await apply(body, 'analista')).statusCode).toBe(403);
    expect((await t.as('operador', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/revert', payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/vehicle/vehicleKpiExclusion', payload: body })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/vehicle/vehicleKpiExclusion/revert', payload: body })).statusCode).toBe(401);
  });

  it('leaves an excluded chassis out of the dashboards, and counts it again once reverted', async () => {
    const period = { dataInicio: '2025-01-01', dataFim: '2026-12-31' };
    const inTransitCount = async () => {
      const response = await t.as('admin', { method: 'GET', url: '/api/dashboard/aging-transit-time', query: period });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().total.emTransito as number;
    };
    const before = await inTransitCount();
    expect(before).toBeGreaterThan(0);
    await apply({ chassis: [inTransit], motivo: 'Fora do KPI' });
    expect(await inTransitCount()).toBe(before - 1);
    await revert({ chassis: [inTransit], motivo: 'De volta ao KPI' });
    expect(await inTransitCount()).toBe(before);
  });
});
