/**
 * The four dashboards against a hand-computed dataset (dashboard-fixture.ts): figures, region
 * filter, Expurgo left out, default period. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertDashboardDataset, MAY } from './dashboard-fixture.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ vehicles: 0 });
  await insertDashboardDataset(t.database.db);
});
afterAll(() => t.close());

async function get(path: string, query: Record<string, string> = MAY) {
  const response = await t.as('analista', { method: 'GET', url: `/api/dashboard/${path}`, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/dashboard/app-rate', () => {
  it('counts deliveries registered in the app over deliveries, by month, region and dealer', async () => {
    const body = await get('app-rate');
    expect(body.periodo).toEqual(MAY);
    expect(body.total).toEqual({ concessionarias: 2, entregues: 6, registradosNoApp: 3, taxa: 0.5 });
    expect(body.porMes).toEqual([{ mes: '2025-05', entregues: 6, registradosNoApp: 3, taxa: 0.5 }]);
    expect(body.porRegiao).toEqual(
      expect.arrayContaining([
        { regiaoCodigo: 'SE', regiao: 'Sudeste', entregues: 3, registradosNoApp: 2, taxa: 2 / 3 },
        { regiaoCodigo: 'NE', regiao: 'Nordeste', entregues: 3, registradosNoApp: 1, taxa: 1 / 3 },
      ]),
    );
    expect(body.porConcessionaria.map((d: { concessionariaCodigo: string }) => d.concessionariaCodigo).sort()).toEqual(['T9001', 'T9002']);
  });

  it('narrows to a region', async () => {
    const body = await get('app-rate', { ...MAY, regiao: 'NE' });
    expect(body.total).toMatchObject({ entregues: 3, registradosNoApp: 1 });
    expect(body.porRegiao).toHaveLength(1);
  });

  it('defaults to the 30 days ending on the latest delivery', async () => {
    const body = await get('app-rate', {});
    expect(body.periodo).toEqual({ dataInicio: '2025-04-26', dataFim: '2025-05-25' });
    // April's delivery (9107) is inside the default window now.
    expect(body.total.entregues).toBe(7);
  });
});

describe('GET /api/dashboard/carrier-performance-general', () => {
  it('gives OTD, transit vs target and damage per 1,000 per carrier and route', async () => {
    const body = await get('carrier-performance-general');
    expect(body.total).toMatchObject({ entregas: 6, noPrazo: 4, avariados: 2 });
    expect(body.total.otd).toBeCloseTo(4 / 6);
    expect(body.total.avariasPorMil).toBeCloseTo(1000 / 3);
    const carrier1 = body.porTransportadora.find((c: { transportadoraId: number }) => c.transportadoraId === 1);
    expect(carrier1).toMatchObject({ entregas: 3, noPrazo: 2, targetMedio: 3, transitoP50: 3, transitoP90: 5, avariados: 1 });
    expect(carrier1.transitoMedio).toBeCloseTo(10 / 3);
    const routeNe = body.porRota.find((r: { rotaId: number }) => r.rotaId === 9002);
    expect(routeNe).toMatchObject({ origem: 'BET', destino: 'Salvador (teste)/BA', diasTarget: 6, entregas: 3, noPrazo: 2 });
    expect(routeNe.transitoMedio).toBeCloseTo(17 / 3);
  });

  it('filters by the region of the route destination', async () => {
    const body = await get('carrier-performance-general', { ...MAY, regiao: 'NE' });
    expect(body.porTransportadora.map((c: { transportadoraId: number }) => c.transportadoraId)).toEqual([5]);
    expect(body.total.entregas).toBe(3);
  });
});

describe('GET /api/dashboard/integration-failure-rate', () => {
  it('divides rejected by received messages per interface and day, worst first', async () => {
    const body = await get('integration-failure-rate');
    expect(body.total).toEqual({ recebidas: 5, falhas: 2, taxa: 0.4, abertas: 2, tratadas: 0 });
    expect(
      body.porInterface
        .slice(0, 2)
        .map((i: { interface: string }) => i.interface)
        .sort(),
    ).toEqual(['SAP-FATURAMENTO', 'TMS-EMBARQUE']);
    expect(body.porInterface[2]).toEqual({ interface: 'DMS-RECEBIMENTO', recebidas: 1, falhas: 0, taxa: 0 });
    expect(body.porDia).toContainEqual({ dia: '2025-05-05', recebidas: 2, falhas: 1, taxa: 0.5 });
    expect(body.porInterfaceDia).toContainEqual({ dia: '2025-05-02', interface: 'SAP-FATURAMENTO', recebidas: 2, falhas: 1, taxa: 0.5 });
    expect(body.principaisCausas).toHaveLength(2);
  });

  it('keeps only messages of vehicles bound to the region', async () => {
    const body = await get('integration-failure-rate', { ...MAY, regiao: 'SE' });
    expect(body.total).toEqual({ recebidas: 2, falhas: 1, taxa: 0.5, abertas: 1, tratadas: 0 });
  });
});

describe('GET /api/dashboard/aging-transit-time', () => {
  it('buckets stock and transit by days in their state at the end of the period, a past one too', async () => {
    const body = await get('aging-transit-time');
    expect(body.total).toEqual({ emEstoque: 6, emTransito: 1, acima90: 1 });
    expect(body.porFaixa).toEqual([
      { faixa: '0-30', emEstoque: 3, emTransito: 1 },
      { faixa: '31-60', emEstoque: 2, emTransito: 0 },
      { faixa: '61-90', emEstoque: 0, emTransito: 0 },
      { faixa: '90+', emEstoque: 1, emTransito: 0 },
    ]);
    expect(body.porRegiao).toContainEqual({
      regiaoCodigo: 'SE',
      regiao: 'Sudeste',
      situacao: 'ESTOQUE',
      situacaoNome: 'No pátio',
      total: 5,
      '0-30': 3,
      '31-60': 1,
      '61-90': 0,
      '90+': 1,
    });
    expect(body.transito).toMatchObject({ entregas: 6, noPrazo: 4 });
    expect(body.transitoPorRegiao.map((r: { regiaoCodigo: string }) => r.regiaoCodigo).sort()).toEqual(['NE', 'SE']);
  });
});

describe('KPI exclusion (Expurgo)', () => {
  it('counts a chassis again once its exclusion is reverted, and drops a newly excluded one', async () => {
    const db = t.database.db;
    await db.updateTable('kpi_exclusions').set({ ativo: 0 }).where('vehicle_id', '=', 9106).execute();
    await db.updateTable('kpi_exclusions').set({ ativo: 1 }).where('vehicle_id', '=', 9108).execute();
    try {
      const body = await get('app-rate');
      // 9106 (in app) is back, 9108 (not in app) is out: 4 of 6.
      expect(body.total).toMatchObject({ entregues: 6, registradosNoApp: 4 });
    } finally {
      await db.updateTable('kpi_exclusions').set({ ativo: 1 }).where('vehicle_id', '=', 9106).execute();
      await db.updateTable('kpi_exclusions').set({ ativo: 0 }).where('vehicle_id', '=', 9108).execute();
    }
  });
});
