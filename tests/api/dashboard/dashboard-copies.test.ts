/**
 * What the dashboards read besides the source tables: the receipt facts copied onto shipments
 * (db/delivery-facts.ts: written by the seed as the SQL definition copies them, then kept current
 * by triggers as the receipt changes), the vehicle's region copied onto integration messages, and
 * the daily roll-up of messages (a message added later is counted at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMissingDeliveryFacts } from '../../../src/server/db/delivery-facts.ts';
import { kyselyRunner } from '../../../src/server/db/rollups/sql-runner.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertDashboardDataset, MAY } from './dashboard-fixture.ts';

const facts = (t: TestApp) =>
  t.database.db.selectFrom('shipments').select(['id', 'recebido_dealer_id', 'recebido_no_app', 'recebido_avariado']).orderBy('id').execute();

describe('receipt facts on shipments', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp();
  });
  afterAll(() => seeded.close());

  it('are written by the seed exactly as the SQL definition copies them, finished receipts or not', async () => {
    const db = seeded.database.db;
    const fromSeed = await facts(seeded);
    expect(fromSeed.filter((f) => f.recebido_dealer_id !== null).length).toBeGreaterThan(50);
    expect(fromSeed.some((f) => f.recebido_avariado === 1)).toBe(true);
    expect(fromSeed.some((f) => f.recebido_no_app === 0)).toBe(true);
    const unfinished = await db
      .selectFrom('shipments as s')
      .innerJoin('receipts as r', 'r.vehicle_id', 's.vehicle_id')
      .select('s.recebido_dealer_id')
      .where('r.receipt_status', '<', 2)
      .execute();
    expect(unfinished.length).toBeGreaterThan(0);
    expect(unfinished.filter((s) => s.recebido_dealer_id === null)).toEqual([]);

    await db.updateTable('shipments').set({ recebido_dealer_id: null, recebido_no_app: null, recebido_avariado: null }).execute();
    await copyMissingDeliveryFacts(kyselyRunner(db));
    expect(await facts(seeded)).toEqual(fromSeed);
  });

  it('integration messages carry the region of their vehicle (migration 007)', async () => {
    const rows = await seeded.database.db
      .selectFrom('integration_events as e')
      .innerJoin('vehicles as v', 'v.id', 'e.vehicle_id')
      .select(['e.regiao_codigo as copied', 'v.regiao_codigo as actual'])
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.copied !== r.actual)).toEqual([]);
  });
});

describe('a receipt changing after the data was loaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ vehicles: 0 });
    await insertDashboardDataset(t.database.db);
  });
  afterAll(() => t.close());

  const appRate = async () => {
    const response = await t.as('analista', { method: 'GET', url: '/api/dashboard/app-rate', query: MAY });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().total;
  };

  it('has its facts copied onto the shipment at once and counted', async () => {
    // 9104 (NE, flagged in the app) has not started its receipt: a delivery, not registered.
    const shipment = () =>
      t.database.db.selectFrom('shipments').select(['recebido_dealer_id', 'recebido_no_app']).where('vehicle_id', '=', 9104).executeTakeFirstOrThrow();
    expect(await appRate()).toMatchObject({ entregues: 6, registradosNoApp: 3 });
    expect(await shipment()).toEqual({ recebido_dealer_id: 9002, recebido_no_app: 0 });

    await t.database.db.updateTable('receipts').set({ receipt_status: 1 }).where('vehicle_id', '=', 9104).execute();
    expect(await shipment()).toEqual({ recebido_dealer_id: 9002, recebido_no_app: 1 });
    expect(await appRate()).toMatchObject({ entregues: 6, registradosNoApp: 4 });
  });

  it('counts integration messages added after a first request', async () => {
    const failures = async () => {
      const response = await t.as('analista', { method: 'GET', url: '/api/dashboard/integration-failure-rate', query: MAY });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await failures()).total).toEqual({ recebidas: 5, falhas: 2, taxa: 0.4, abertas: 2, tratadas: 0 });
    await t.database.db
      .insertInto('integration_events')
      .values({
        id: 9399,
        interface: 'DMS-RECEBIMENTO',
        vehicle_id: 9103,
        recebido_em: '2025-05-30T10:00:00.000Z',
        sucesso: 0,
        mensagem: 'Campo obrigatório ausente',
        regiao_codigo: 'SE',
      })
      .execute();
    const body = await failures();
    expect(body.total).toEqual({ recebidas: 6, falhas: 3, taxa: 0.5, abertas: 3, tratadas: 0 });
    expect(body.principaisCausas[0]).toEqual({ interface: 'DMS-RECEBIMENTO', mensagem: 'Campo obrigatório ausente', falhas: 1 });
  });
});
