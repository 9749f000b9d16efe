/**
 * A lower target puts a route's shipments on their way at risk: through the route import (which
 * triggers the app's risk sweep) and through a direct update refreshed for that route only. The
 * delays they get are PENDENTE and can be justified at once, before the due date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshShipmentRisk, type RiskChange } from '../../../src/server/forecast/risk-refresh.ts';
import { multipartFile, routeWorkbook } from '../../helpers/route-workbook.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 2000, riskClock: () => TEST_NOW });
});
afterAll(async () => t.close());

/**
 * A shipment on time whose route's target can drop by 2 days while it stays not yet late (on the road
 * for less than the lower target plus the day of tolerance), on a route not used before.
 */
const used = new Set<number>();
async function shipmentOnTime() {
  const rows = await t.database.db
    .selectFrom('shipments as s')
    .innerJoin('transport_routes as r', 'r.id', 's.route_id')
    .innerJoin('carriers as c', 'c.id', 'r.carrier_id')
    .select([
      's.id',
      's.route_id',
      's.data_saida',
      'r.dias_target',
      'r.origem_planta',
      'r.destino_uf',
      'r.destino_cidade',
      'r.modal',
      'r.distancia_km',
      'c.codigo',
    ])
    .where('s.risco_entrega', '=', 'NO_PRAZO')
    .where('r.dias_target', '>=', 3)
    .orderBy('s.id')
    .execute();
  const found = rows.find((row) => !used.has(row.route_id) && TEST_NOW.getTime() - Date.parse(row.data_saida) < (row.dias_target - 1) * DAY);
  if (!found) throw new Error('no shipment on time left in the seed');
  used.add(found.route_id);
  return found;
}

/**
 * Gives the route a history of its own (MIN_ROUTE_DELIVERIES and more, at its current target), so
 * its forecast says how long the trip really takes whatever the target becomes.
 */
async function giveHistory(routeId: number, targetDays: number): Promise<void> {
  const donor = await t.database.db.selectFrom('shipments').select(['vehicle_id', 'carrier_id']).where('route_id', '=', routeId).executeTakeFirstOrThrow();
  const rows = Array.from({ length: 25 }, (_, i) => {
    const departure = TEST_NOW.getTime() - (20 + i) * DAY;
    return {
      vehicle_id: donor.vehicle_id,
      route_id: routeId,
      carrier_id: donor.carrier_id,
      data_saida: new Date(departure).toISOString(),
      data_prevista: new Date(departure + targetDays * DAY).toISOString(),
      data_entrega: new Date(departure + targetDays * DAY + (i % 10) * HOUR).toISOString(),
      situacao: 'ENTREGUE',
    };
  });
  await t.database.db.insertInto('shipments').values(rows).execute();
}

async function delayOf(shipmentId: number) {
  return t.database.db.selectFrom('transport_delays').selectAll().where('shipment_id', '=', shipmentId).executeTakeFirst();
}

async function expectJustifiable(shipmentId: number): Promise<void> {
  const delay = await delayOf(shipmentId);
  expect(delay).toMatchObject({ situacao: 'PENDENTE', dias_atraso: 0 });
  const listed = await t.as('operador', {
    method: 'POST',
    url: '/api/transport-delay/list',
    payload: { page: 1, pageSize: 10, filters: { shipmentId: shipmentId, risco: ['EM_RISCO'] } },
  });
  expect(listed.json().items).toMatchObject([{ id: delay!.id, risco: 'EM_RISCO', situacao: 'PENDENTE', diasAtraso: 0 }]);
  const justified = await t.as('operador', {
    method: 'POST',
    url: `/api/transport-delay/${delay!.id}/justify`,
    payload: { motivoCodigo: 'CLIMA', comentario: '<p>Chuvas fortes na rodovia: chegada prevista depois do prazo.</p>' },
  });
  expect(justified.statusCode, justified.body).toBe(200);
  expect(justified.json()).toMatchObject({ situacao: 'JUSTIFICADO', risco: 'EM_RISCO' });
}

describe('a lower route target', () => {
  it('imported from the route sheet, puts the route shipments at risk, tells the sweep listeners and opens justifiable delays', async () => {
    const shipment = await shipmentOnTime();
    await giveHistory(shipment.route_id, shipment.dias_target);
    expect(await delayOf(shipment.id)).toBeUndefined();
    const heard: RiskChange[] = [];
    const unsubscribe = t.app.riskSweep.onChange((changes) => void heard.push(...changes));

    const lower = shipment.dias_target - 2;
    const row = [shipment.origem_planta, shipment.destino_uf, shipment.destino_cidade, shipment.codigo, shipment.modal, lower, shipment.distancia_km];
    const imported = await t.as('admin', { method: 'POST', url: '/api/transportroute/import', ...multipartFile(routeWorkbook([row])) });
    expect(imported.json()).toEqual({ created: 0, updated: 1 });
    // The import answers before its sweep ends; the next run waits for it.
    await t.app.riskSweep.trigger();
    unsubscribe();

    const stored = await t.database.db.selectFrom('shipments').selectAll().where('id', '=', shipment.id).executeTakeFirstOrThrow();
    expect(stored.risco_entrega).toBe('EM_RISCO');
    expect(stored.data_prevista).toBe(new Date(Date.parse(shipment.data_saida) + lower * DAY).toISOString());
    expect(heard.filter((change) => change.shipmentId === shipment.id)).toMatchObject([{ risco: 'EM_RISCO', riscoAnterior: 'NO_PRAZO' }]);
    await expectJustifiable(shipment.id);
  });

  it('written directly and refreshed for that route only, returns the route changes alone', async () => {
    const shipment = await shipmentOnTime();
    await giveHistory(shipment.route_id, shipment.dias_target);
    await t.database.db
      .updateTable('transport_routes')
      .set({ dias_target: shipment.dias_target - 2 })
      .where('id', '=', shipment.route_id)
      .execute();
    const changes = await refreshShipmentRisk(t.database, TEST_NOW, { routeIds: [shipment.route_id] });
    expect(changes.map((change) => change.shipmentId)).toContain(shipment.id);
    const routes = await t.database.db
      .selectFrom('shipments')
      .select('route_id')
      .where(
        'id',
        'in',
        changes.map((change) => change.shipmentId),
      )
      .execute();
    expect(new Set(routes.map((r) => r.route_id))).toEqual(new Set([shipment.route_id]));
    await expectJustifiable(shipment.id);
  });
});

describe('the alerts of a lower target', () => {
  it('tell a user subscribed to the shipment region that it is at risk, and not one subscribed to another region', async () => {
    const shipment = await shipmentOnTime();
    await giveHistory(shipment.route_id, shipment.dias_target);
    const { regiao_codigo: region } = await t.database.db
      .selectFrom('shipments as s')
      .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
      .select('v.regiao_codigo')
      .where('s.id', '=', shipment.id)
      .executeTakeFirstOrThrow();
    const elsewhere = region === 'N' ? 'S' : 'N';
    const subscribe = (user: 'operador' | 'analista', regioes: string[]) =>
      t.as(user, { method: 'PUT', url: '/api/alerts/subscriptions', payload: { regioes, transportadoras: [] } });
    expect((await subscribe('operador', [region])).statusCode).toBe(200);
    expect((await subscribe('analista', [elsewhere])).statusCode).toBe(200);

    await t.database.db
      .updateTable('transport_routes')
      .set({ dias_target: shipment.dias_target - 2 })
      .where('id', '=', shipment.route_id)
      .execute();
    await t.app.riskSweep.trigger({ routeIds: [shipment.route_id] });

    const alertsOf = async (user: 'operador' | 'analista') =>
      ((await t.as(user, { method: 'GET', url: '/api/alerts', query: { pageSize: '100' } })).json().items as { tipo: string; link: string }[]).filter(
        (alert) => alert.tipo === 'EM_RISCO',
      );
    const chassi = (
      await t.database.db
        .selectFrom('vehicles')
        .select('chassi')
        .where('id', '=', (await t.database.db.selectFrom('shipments').select('vehicle_id').where('id', '=', shipment.id).executeTakeFirstOrThrow()).vehicle_id)
        .executeTakeFirstOrThrow()
    ).chassi;
    expect((await alertsOf('operador')).map((alert) => alert.link)).toContain(`/vehicles/details/${chassi}`);
    expect((await alertsOf('analista')).map((alert) => alert.link)).not.toContain(`/vehicles/details/${chassi}`);
  });
});

describe('app.riskSweep', () => {
  it('merges the triggers made before a run starts into that run, and a failing listener does not keep the changes from the others', async () => {
    const shipment = await shipmentOnTime();
    await giveHistory(shipment.route_id, shipment.dias_target);
    const heard: RiskChange[] = [];
    const unsubscribeFailing = t.app.riskSweep.onChange(() => {
      throw new Error('alerta indisponível');
    });
    const unsubscribe = t.app.riskSweep.onChange((changes) => void heard.push(...changes));
    await t.database.db
      .updateTable('transport_routes')
      .set({ dias_target: shipment.dias_target - 2 })
      .where('id', '=', shipment.route_id)
      .execute();
    const first = t.app.riskSweep.trigger({ routeIds: [shipment.route_id] });
    // Triggers made before that run starts join it (the scopes merged: every route, as the last asks).
    expect(t.app.riskSweep.trigger({ routeIds: [shipment.route_id] })).toBe(first);
    expect(t.app.riskSweep.trigger()).toBe(first);
    const changes = await first;
    unsubscribeFailing();
    unsubscribe();
    expect(changes.map((change) => change.shipmentId)).toContain(shipment.id);
    expect(heard).toEqual(changes);
    // Once it ran, a trigger starts a run of its own, which finds nothing left to change.
    const next = t.app.riskSweep.trigger();
    expect(next).not.toBe(first);
    expect(await next).toEqual([]);
  });
});
