/**
 * The dashboards read roll-ups (db/rollups/) kept by triggers, and take chassis under Expurgo out at
 * query time. Here their answers are compared with the figures counted from the source rows
 * (raw-figures.ts) on seeded data, for periods with odd edges, and again after each kind of write:
 * a new delivery, a receipt answered and finished, a vehicle's new status event, an integration message,
 * Expurgo applied and reverted, rows deleted, concurrent writes. Runs on SQLite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRollupsAsRebuilt } from '../support/rollup-exactness.ts';
import { createTestApp, TEST_REFERENCE_DATE, type TestApp } from '../support/test-app.ts';
import { expectDashboardsExact } from './dashboard-exactness.ts';

const PERIODS = [
  // The default view's length, ending on the reference date (a month's tail and the next month's head).
  { dataInicio: '2025-04-27', dataFim: TEST_REFERENCE_DATE },
  // Twelve months, not aligned on months: most of a month at each end.
  { dataInicio: '2024-05-27', dataFim: TEST_REFERENCE_DATE },
  // One day; the last day of a leap February; one whole month; a month less its first and last days.
  { dataInicio: '2025-03-31', dataFim: '2025-03-31' },
  { dataInicio: '2024-02-29', dataFim: '2024-03-01' },
  { dataInicio: '2025-02-01', dataFim: '2025-02-28' },
  { dataInicio: '2025-01-02', dataFim: '2025-01-30' },
  // The longest period allowed (731 days), and one with no data at all.
  { dataInicio: '2023-05-27', dataFim: TEST_REFERENCE_DATE },
  { dataInicio: '2019-01-01', dataFim: '2019-01-31' },
];
const RECENT = PERIODS.slice(0, 2);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 1500 });
});
afterAll(() => t.close());

const ids = async (table: 'shipments' | 'vehicles' | 'vehicle_status_events' | 'receipts' | 'integration_events' | 'checklists') => {
  const row = await t.database.db
    .selectFrom(table)
    .select(sql<number>`max(id)`.as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

describe('dashboards over roll-ups', () => {
  it('answer exactly what the seeded rows give, for every period and region', async () => {
    await expectDashboardsExact(t, PERIODS);
  });

  it('count a new delivery, its receipt, its answers and its finish at once', async () => {
    const db = t.database.db;
    // A delivered vehicle of a seeded shipment, copied onto a new vehicle delivered on the last day.
    const model = await db
      .selectFrom('shipments as s')
      .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
      .selectAll('v')
      .select(['s.route_id', 's.carrier_id'])
      .where('s.data_entrega', 'is not', null)
      .orderBy('s.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const vehicleId = (await ids('vehicles')) + 1;
    const { route_id, carrier_id, id: _id, ...vehicle } = model;
    const chassi = `9BWNEW${String(vehicleId).padStart(11, '0')}`;
    await db
      .insertInto('vehicles')
      .values({
        ...vehicle,
        carrier_id,
        id: vehicleId,
        chassi,
        chassi_rev: [...chassi].reverse().join(''),
        status: 'ENTREGUE',
        data_status: `${TEST_REFERENCE_DATE}T09:00:00.000Z`,
      })
      .execute();
    await db
      .insertInto('shipments')
      .values({
        id: (await ids('shipments')) + 1,
        vehicle_id: vehicleId,
        route_id,
        carrier_id,
        data_saida: '2025-05-20T23:30:00.000Z',
        data_prevista: '2025-05-24T00:00:00.000Z',
        data_entrega: `${TEST_REFERENCE_DATE}T08:00:00.000Z`,
        situacao: 'ENTREGUE',
        recebido_dealer_id: null,
        recebido_no_app: null,
        recebido_avariado: null,
      })
      .execute();
    await expectDashboardsExact(t, RECENT);

    // The receipt arrives (registered in the app, not started), then is started, answered with damage, finished.
    const receiptId = (await ids('receipts')) + 1;
    const checklistId = (await ids('checklists')) + 1;
    await db
      .insertInto('receipts')
      .values({
        id: receiptId,
        vehicle_id: vehicleId,
        dealer_id: vehicle.dealer_id,
        receipt_status: 0,
        checklist_id: null,
        iniciado_em: null,
        finalizado_em: null,
        responsavel: null,
        motivo_rejeicao: null,
        registrado_no_app: 1,
      })
      .execute();
    await expectDashboardsExact(t, RECENT);
    await db.updateTable('receipts').set({ receipt_status: 1, checklist_id: checklistId }).where('id', '=', receiptId).execute();
    await db
      .insertInto('checklist_answers')
      .values({ checklist_id: checklistId, item_id: 1, resposta: 'NOK', codigo_avaria: '03042', observacao: null })
      .execute();
    await expectDashboardsExact(t, RECENT);
    await db.updateTable('receipts').set({ receipt_status: 2 }).where('id', '=', receiptId).execute();
    await db.updateTable('checklist_answers').set({ resposta: 'OK', codigo_avaria: null }).where('checklist_id', '=', checklistId).execute();
    await expectDashboardsExact(t, RECENT);
    await expectRollupsAsRebuilt(t.database);
  });

  it('follow vehicles changing state and new integration messages', async () => {
    const db = t.database.db;
    const inStock = await db.selectFrom('vehicles').select(['id', 'regiao_codigo']).where('status', '=', 'EM ESTOQUE').orderBy('id').limit(3).execute();
    const event = async (vehicleId: number, status: string, at: string) => {
      const id = (await ids('vehicle_status_events')) + 1;
      await db
        .insertInto('vehicle_status_events')
        .values({ id, vehicle_id: vehicleId, status, descricao: 'Teste', local: 'Teste', cidade: 'Teste', uf: 'SP', data_evento: at })
        .execute();
    };
    // Events come after the vehicle's last one: the first instant of the next day (an age bucket edge).
    const nextMidnight = async (vehicleId: number) => {
      const last = await db
        .selectFrom('vehicle_status_events')
        .select(sql<string>`max(data_evento)`.as('at'))
        .where('vehicle_id', '=', vehicleId)
        .executeTakeFirstOrThrow();
      return `${new Date(Date.parse(last.at.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
    };
    // Shipped at the very first instant of a day, another moved to a new region, one delivered;
    // one more event in the state a vehicle is already in changes nothing.
    const shippedAt = await nextMidnight(inStock[0]!.id);
    await event(inStock[0]!.id, 'TRANSITO', shippedAt);
    await event(inStock[0]!.id, 'TRANSITO', shippedAt.replace('T00:00', 'T12:00'));
    await db
      .updateTable('vehicles')
      .set({ regiao_codigo: inStock[1]!.regiao_codigo === 'SE' ? 'NE' : 'SE' })
      .where('id', '=', inStock[1]!.id)
      .execute();
    await event(inStock[2]!.id, 'ENTREGUE', `${TEST_REFERENCE_DATE}T10:00:00.000Z`);
    const id = await ids('integration_events');
    await db
      .insertInto('integration_events')
      .values([
        {
          id: id + 1,
          interface: 'DMS-RECEBIMENTO',
          vehicle_id: inStock[0]!.id,
          recebido_em: `${TEST_REFERENCE_DATE}T23:59:59.999Z`,
          sucesso: 0,
          mensagem: 'Campo obrigatório ausente',
          regiao_codigo: inStock[0]!.regiao_codigo,
        },
        {
          id: id + 2,
          interface: 'SAP-FATURAMENTO',
          vehicle_id: null,
          recebido_em: '2025-04-27T00:00:00.000Z',
          sucesso: 1,
          mensagem: null,
          regiao_codigo: null,
        },
      ])
      .execute();
    await expectDashboardsExact(t, RECENT);
    await expectRollupsAsRebuilt(t.database);
  });

  it('leave out chassis under Expurgo at once, and count them again once reverted', async () => {
    const db = t.database.db;
    // Chassis that weigh in every dashboard: delivered in the period, in stock, with messages.
    const delivered = await db
      .selectFrom('shipments as s')
      .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
      .select('v.chassi')
      .where('s.data_entrega', '>=', '2025-04-27')
      .orderBy('s.id')
      .limit(15)
      .execute();
    const stocked = await db.selectFrom('vehicles').select('chassi').where('status', 'in', ['EM ESTOQUE', 'TRANSITO']).orderBy('id').limit(10).execute();
    const chassis = [...delivered, ...stocked].map((v) => v.chassi);
    const change = (url: string) =>
      t.as('admin', { method: 'POST', url: `/api/vehicle/vehicleKpiExclusion${url}`, payload: { chassis, motivo: 'Teste de exatidão dos painéis' } });

    expect((await change('')).statusCode).toBe(200);
    await expectDashboardsExact(t, RECENT);
    expect((await change('/revert')).statusCode).toBe(200);
    await expectDashboardsExact(t, RECENT);
  });

  it('take deleted rows out', async () => {
    const db = t.database.db;
    const shipment = await db
      .selectFrom('shipments')
      .select(['id', 'vehicle_id'])
      .where('data_entrega', '>=', '2025-05-01')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const receipt = await db.selectFrom('receipts').select(['id', 'checklist_id']).where('vehicle_id', '=', shipment.vehicle_id).executeTakeFirst();
    if (receipt?.checklist_id) await db.deleteFrom('checklist_answers').where('checklist_id', '=', receipt.checklist_id).execute();
    if (receipt) await db.deleteFrom('receipts').where('id', '=', receipt.id).execute();
    await db.deleteFrom('shipments').where('id', '=', shipment.id).execute();
    await db.deleteFrom('integration_events').where('recebido_em', '>=', '2025-05-20').where('sucesso', '=', 0).execute();
    await expectDashboardsExact(t, RECENT);
    await expectRollupsAsRebuilt(t.database);
  });

  it('stay exact under concurrent writes and reads', async () => {
    const db = t.database.db;
    const receipts = await db
      .selectFrom('receipts as r')
      .innerJoin('shipments as s', 's.vehicle_id', 'r.vehicle_id')
      .select(['r.id', 'r.checklist_id'])
      .where('s.data_entrega', '>=', '2025-04-01')
      .where('r.checklist_id', 'is not', null)
      .orderBy('r.id')
      .limit(24)
      .execute();
    const read = () => t.as('admin', { method: 'GET', url: '/api/dashboard/carrier-performance-general', query: RECENT[1] });
    // Each write in its own transaction, all at once with dashboard reads: the same roll-up rows (month, day, route) from many writers.
    const writes = receipts.map((r, i) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('receipts')
          .set({ registrado_no_app: i % 2, receipt_status: 2 + (i % 2) })
          .where('id', '=', r.id)
          .execute();
        await trx
          .insertInto('checklist_answers')
          .values({ checklist_id: r.checklist_id!, item_id: 900 + i, resposta: 'NOK', codigo_avaria: '01011', observacao: null })
          .execute();
      }),
    );
    const responses = await Promise.all([...writes, read(), read(), read()]);
    for (const response of responses.slice(writes.length)) expect((response as { statusCode: number }).statusCode).toBe(200);
    await expectDashboardsExact(t, RECENT, ['SE']);
    await expectRollupsAsRebuilt(t.database);
  });
});
