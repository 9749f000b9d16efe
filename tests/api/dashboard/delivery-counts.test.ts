/**
 * One definition of a delivery ("entrega") for every figure: the app rate, carrier performance,
 * aging/transit time and the transit-time report count the same deliveries for any period, as
 * counted here a second way, from the shipment rows and the active exclusions alone, in plain
 * JavaScript: delivered on a UTC day of the period, with or without a receipt, chassis under Expurgo left out.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createTestApp, TEST_REFERENCE_DATE, type TestApp } from '../support/test-app.ts';

const PERIODS = [
  // Ending today (the data's reference day), whose deliveries may have no receipt yet.
  { dataInicio: '2025-05-01', dataFim: TEST_REFERENCE_DATE },
  { dataInicio: TEST_REFERENCE_DATE, dataFim: TEST_REFERENCE_DATE },
  // Past ones: a month, a quarter, a day, twelve months.
  { dataInicio: '2025-04-01', dataFim: '2025-04-30' },
  { dataInicio: '2025-01-01', dataFim: '2025-03-31' },
  { dataInicio: '2025-03-14', dataFim: '2025-03-14' },
  { dataInicio: '2024-05-27', dataFim: TEST_REFERENCE_DATE },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 600 });
  const db = t.database.db;
  // Deliveries of today without a receipt: two copies of a delivered vehicle, arrived this morning.
  const model = await db
    .selectFrom('shipments as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .selectAll('v')
    .select(['s.route_id', 's.carrier_id as shipment_carrier'])
    .where('s.data_entrega', 'is not', null)
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { route_id, shipment_carrier, id: _id, ...vehicle } = model;
  const maxId = async (table: 'vehicles' | 'shipments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number>`max(id)`.as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
  for (const hour of ['06', '09']) {
    const vehicleId = (await maxId('vehicles')) + 1;
    const chassi = `9BWTDY${String(vehicleId).padStart(11, '0')}`;
    await db
      .insertInto('vehicles')
      .values({ ...vehicle, id: vehicleId, chassi, chassi_rev: [...chassi].reverse().join(''), receipt_id: null, receipt_status: null })
      .execute();
    await db
      .insertInto('shipments')
      .values({
        id: (await maxId('shipments')) + 1,
        vehicle_id: vehicleId,
        route_id,
        carrier_id: shipment_carrier,
        data_saida: '2025-05-20T10:00:00.000Z',
        data_prevista: '2025-05-25T10:00:00.000Z',
        data_entrega: `${TEST_REFERENCE_DATE}T${hour}:00:00.000Z`,
        situacao: 'ENTREGUE',
        recebido_dealer_id: null,
        recebido_no_app: null,
        recebido_avariado: null,
      })
      .execute();
  }
  // Expurgo on a few chassis delivered in each period.
  const delivered = await db
    .selectFrom('shipments as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .select('v.chassi')
    .where('s.data_entrega', 'is not', null)
    .orderBy(sql`s.id % 37`)
    .orderBy('s.id')
    .limit(25)
    .execute();
  const applied = await t.as('admin', {
    method: 'POST',
    url: '/api/vehicle/vehicleKpiExclusion',
    payload: { chassis: delivered.map((v) => v.chassi), motivo: 'Veículo de teste de contagem' },
  });
  expect(applied.statusCode, applied.body).toBe(200);
});
afterAll(() => t.close());

/** The deliveries of a period, counted from the source rows. */
async function deliveriesCounted(p: { dataInicio: string; dataFim: string }): Promise<number> {
  const db = t.database.db;
  const [shipments, exclusions] = await Promise.all([
    db.selectFrom('shipments').select(['vehicle_id', 'data_entrega']).execute(),
    db.selectFrom('kpi_exclusions').select(['vehicle_id', 'ativo']).execute(),
  ]);
  const excluded = new Set(exclusions.filter((e) => e.ativo === 1).map((e) => e.vehicle_id));
  return shipments.filter((s) => {
    if (!s.data_entrega || excluded.has(s.vehicle_id)) return false;
    const day = new Date(s.data_entrega).toISOString().slice(0, 10);
    return day >= p.dataInicio && day <= p.dataFim;
  }).length;
}

async function dashboard(name: string, p: object) {
  const response = await t.as('admin', { method: 'GET', url: `/api/dashboard/${name}`, query: { ...p } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function reportDeliveries(p: { dataInicio: string; dataFim: string }): Promise<number> {
  const response = await t.as('analista', {
    method: 'POST',
    url: '/api/reports/transit-time-by-route',
    payload: { periodo: { from: p.dataInicio, to: p.dataFim } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const sheet = XLSX.read(response.rawPayload, { type: 'buffer' }).Sheets['Transit time por rota']!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  const column = (rows[0] as string[]).indexOf('Entregas');
  return rows.slice(1).reduce((sum: number, row) => sum + Number(row[column] ?? 0), 0);
}

describe('one definition of a delivery', () => {
  it('counts the same deliveries in every dashboard and report, for past periods and one ending today', async () => {
    for (const p of PERIODS) {
      const where = `${p.dataInicio}..${p.dataFim}`;
      const expected = await deliveriesCounted(p);
      if (p.dataInicio === '2025-05-01') expect(expected, 'o período tem entregas').toBeGreaterThan(10);
      const [appRate, carriers, aging, report] = await Promise.all([
        dashboard('app-rate', p),
        dashboard('carrier-performance-general', p),
        dashboard('aging-transit-time', p),
        reportDeliveries(p),
      ]);
      expect(
        {
          appRate: appRate.total.entregues,
          carrierPerformance: carriers.total.entregas,
          aging: aging.transito.entregas,
          transitTimeReport: report,
        },
        where,
      ).toEqual({ appRate: expected, carrierPerformance: expected, aging: expected, transitTimeReport: expected });
    }
  });
});
