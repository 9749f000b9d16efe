/**
 * What the dashboards read besides the source tables: the receipt facts copied onto shipments
 * (db/delivery-facts.ts: written by the seed as the SQL definition copies them; a receipt finished
 * later is copied on the next request and counted the same), the vehicle's region copied onto
 * integration messages, and the daily roll-up of messages (db/integration-rollup.ts: a message
 * added later is folded in on the next request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDeliveryFacts } from '../../../src/server/db/delivery-facts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertDashboardDataset, MAY } from './dashboard-fixture.ts';

const facts = (t: TestApp) =>
  t.database.db
    .selectFrom('shipments')
    .select(['id', 'recebido_dealer_id', 'recebido_no_app', 'recebido_avariado'])
    .orderBy('id')
    .execute();

describe('receipt facts on shipments', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp();
  });
  afterAll(() => seeded.close());

  it('are written by the seed exactly as the SQL definition copies them', async () => {
    const fromSeed = await facts(seeded);
    expect(fromSeed.filter((f) => f.recebido_dealer_id !== null).length).toBeGreaterThan(50);
    expect(fromSeed.some((f) => f.recebido_avariado === 1)).toBe(true);
    expect(fromSeed.some((f) => f.recebido_no_app === 0)).toBe(true);

    await seeded.database.db.updateTable('shipments').set({ recebido_dealer_id: null, recebido_no_app: null, recebido_avariado: null }).execute();
    expect(await settleDeliveryFacts(seeded.database.db)).toBe(fromSeed.filter((f) => f.recebido_dealer_id !== null).length);
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

describe('a receipt finished after the data was loaded', () => {
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

  it('is computed live until finished, then copied and counted the same way', async () => {
    // 9104 (NE, flagged in the app) has not started its receipt: a delivery, not registered.
    expect(await appRate()).toMatchObject({ entregues: 6, registradosNoApp: 3 });
    const pending = () => t.database.db.selectFrom('shipments').select('recebido_dealer_id').where('vehicle_id', '=', 9104).executeTakeFirstOrThrow();
    expect((await pending()).recebido_dealer_id).toBeNull();

    await t.database.db.updateTable('receipts').set({ receipt_status: 2 }).where('vehicle_id', '=', 9104).execute();
    expect(await appRate()).toMatchObject({ entregues: 6, registradosNoApp: 4 });
    expect((await pending()).recebido_dealer_id).toBe(9002);
  });

  it('folds integration messages added after a first request into the roll-up', async () => {
    const failures = async () => {
      const response = await t.as('analista', { method: 'GET', url: '/api/dashboard/integration-failure-rate', query: MAY });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect((await failures()).total).toEqual({ recebidas: 5, falhas: 2, taxa: 0.4 });
    await t.database.db.insertInto('integration_events')
      .values({ id: 9399, interface: 'DMS-RECEBIMENTO', vehicle_id: 9103, recebido_em: '2025-05-30T10:00:00.000Z', sucesso: 0, mensagem: 'Campo obrigatório ausente', regiao_codigo: 'SE' })
      .execute();
    const body = await failures();
    expect(body.total).toEqual({ recebidas: 6, falhas: 3, taxa: 0.5 });
    expect(body.principaisCausas[0]).toEqual({ interface: 'DMS-RECEBIMENTO', mensagem: 'Campo obrigatório ausente', falhas: 1 });
  });
});
