/** The forecast on the vehicle search (filters `risco`, `previsaoChegada`, its columns) and on the vehicle details. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 2000 });
});
afterAll(async () => t.close());

const search = (filters: object, sort?: object[]) => ({
  method: 'POST' as const,
  url: '/api/vehicle/list',
  payload: { page: 1, pageSize: 500, filters, ...(sort ? { sort } : {}) },
});

/** Vehicles whose shipment on its way (independently of the copy on `vehicles`) holds one of the risks. */
async function shipmentsAt(risks: string[]): Promise<number> {
  const row = await t.database.db
    .selectFrom('shipments')
    .select(sql<number>`count(distinct vehicle_id)`.as('n'))
    .where('risco_entrega', 'in', risks)
    .where('data_entrega', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/vehicle/list with the forecast', () => {
  it('filters by risk: the total equals the shipments at that risk', async () => {
    for (const risks of [['EM_RISCO'], ['ATRASADO'], ['NO_PRAZO', 'EM_RISCO']]) {
      const response = await t.as('operador', search({ risco: risks }));
      expect(response.statusCode, response.body).toBe(200);
      const expected = await shipmentsAt(risks);
      expect(expected).toBeGreaterThan(0);
      expect(response.json().total).toBe(expected);
      for (const item of response.json().items) expect(risks).toContain(item.riscoEntrega);
    }
  });

  it('filters by predicted arrival day and sorts by it, with the window around the P50', async () => {
    const all = (await t.as('operador', search({ risco: ['NO_PRAZO', 'EM_RISCO', 'ATRASADO'] }, [{ field: 'previsaoChegada', direction: 'asc' }]))).json();
    const arrivals = all.items.map((item: { previsaoChegada: string }) => item.previsaoChegada);
    expect(arrivals).toEqual([...arrivals].sort());
    for (const item of all.items) expect(item.previsaoChegadaMin <= item.previsaoChegada && item.previsaoChegada <= item.previsaoChegadaMax).toBe(true);
    const day = arrivals[Math.floor(arrivals.length / 2)].slice(0, 10);
    const response = await t.as('operador', search({ previsaoChegada: { from: day, to: day } }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toBe(arrivals.filter((arrival: string) => arrival.startsWith(day)).length);
  });

  it('refuses a risk the enum does not list (400)', async () => {
    const response = await t.as('operador', search({ risco: ['TALVEZ'] }));
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/vehicle/details/chassis/{chassis}', () => {
  it('answers the predicted arrival, its window and the risk of a vehicle at risk', async () => {
    const shipment = await t.database.db
      .selectFrom('shipments as s')
      .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
      .select(['v.chassi', 's.previsao_p10', 's.previsao_p50', 's.previsao_p90'])
      .where('s.risco_entrega', '=', 'EM_RISCO')
      .executeTakeFirstOrThrow();
    const response = await t.as('operador', { method: 'GET', url: `/api/vehicle/details/chassis/${shipment.chassi}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      chassi: shipment.chassi,
      previsaoChegada: shipment.previsao_p50,
      previsaoChegadaMin: shipment.previsao_p10,
      previsaoChegadaMax: shipment.previsao_p90,
      riscoEntrega: 'EM_RISCO',
    });
  });

  it('answers no forecast for a delivered vehicle', async () => {
    const delivered = await t.database.db
      .selectFrom('shipments as s')
      .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
      .select('v.chassi')
      .where('s.data_entrega', 'is not', null)
      .executeTakeFirstOrThrow();
    const response = await t.as('operador', { method: 'GET', url: `/api/vehicle/details/chassis/${delivered.chassi}` });
    expect(response.json()).toMatchObject({ previsaoChegada: null, previsaoChegadaMin: null, previsaoChegadaMax: null, riscoEntrega: null });
  });
});
