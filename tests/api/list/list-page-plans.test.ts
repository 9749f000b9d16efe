/**
 * Pages that read an index instead of sorting or walking the table (define-list.ts): a selective
 * filter (vehicle search by NF period) finds the page's keys through its own index, and the delay
 * list in its default order walks the delays' copy of their shipment's due date (migration 021). At
 * 1,000,000 vehicles each took hundreds of milliseconds otherwise. The pages must stay exactly the
 * rows and order of the plain query.
 */
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayList } from '../../../src/server/api/transport-delay/delay-list.resource.ts';
import { vehicleList } from '../../../src/server/api/vehicle/vehicle-list.resource.ts';
import { createTestApp, testDialect, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 2000 });
});
afterAll(() => t.close());

const ids = async (url: string, body: object) => {
  const response = await t.as('admin', { method: 'POST', url, payload: body });
  expect(response.statusCode).toBe(200);
  return (response.json().items as { id: number }[]).map((item) => item.id);
};

/** Query plan lines of a compiled query (SQLite). */
async function planOf(query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await t.database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]));
  return rows.map((row) => row.detail).join('\n');
}

describe('vehicle search by NF period (a selective filter)', () => {
  const period = { from: '2024-09-01', to: '2024-11-30' };

  it('lists the same rows in the same order as the plain query, on every page and sort', async () => {
    const expected = await t.database.db
      .selectFrom('vehicles')
      .select(['id', 'data_pedido', 'chassi'])
      .where('data_nf', '>=', period.from)
      .where('data_nf', '<=', period.to)
      .execute();
    expect(expected.length).toBeGreaterThan(60);
    const newestOrderFirst = [...expected].sort((a, b) => b.data_pedido.localeCompare(a.data_pedido) || b.id - a.id).map((v) => v.id);
    const byChassis = [...expected].sort((a, b) => (a.chassi < b.chassi ? -1 : a.chassi > b.chassi ? 1 : a.id - b.id)).map((v) => v.id);
    const search = (page: number, sort?: object[]) => ids('/api/vehicle/list', { page, pageSize: 25, filters: { dataNF: period }, ...(sort && { sort }) });
    expect([...(await search(1)), ...(await search(2))]).toEqual(newestOrderFirst.slice(0, 50));
    expect(await search(2, [{ field: 'chassi', direction: 'asc' }])).toEqual(byChassis.slice(25, 50));
    const total = (await t.as('admin', { method: 'POST', url: '/api/vehicle/list', payload: { filters: { dataNF: period } } })).json().total;
    expect(total).toBe(expected.length);
  });

  it.runIf(testDialect === 'sqlite')('reads the page keys from the NF index, not by walking the order-date index', async () => {
    const plan = await planOf(vehicleList.pageQuery(t.database.db, { page: 1, pageSize: 50, filters: { dataNF: period } }));
    expect(plan).toMatch(/COVERING INDEX vehicles_data_nf_pedido \(data_nf>\? AND data_nf<\?\)/);
    expect(plan).not.toMatch(/vehicles_data_pedido/);
  });

  it('keeps the plain query when no selective filter is applied', () => {
    const { sql: text } = vehicleList.pageQuery(t.database.db, { page: 1, pageSize: 50, filters: { dataPedido: period } }).compile();
    expect(text).not.toMatch(/ in \(select/i);
  });
});

describe('vehicle search by a shipment of the vehicle (dashboard and report links)', () => {
  it.runIf(testDialect === 'sqlite')("finds the route's and the due period's vehicles through an index of shipments", async () => {
    const byRoute = await planOf(vehicleList.countQuery(t.database.db, { rota: 1 }));
    expect(byRoute).toMatch(/COVERING INDEX shipments_route \(route_id=\?\)/);
    const byDue = await planOf(vehicleList.countQuery(t.database.db, { entregaPrevista: { from: '2025-03-01', to: '2025-03-31' } }));
    expect(byDue).toMatch(/INDEX shipments_prevista \(data_prevista>\? AND data_prevista<\?\)/);
    expect(`${byRoute}\n${byDue}`).not.toMatch(/SCAN shipments/);
  });
});

describe('justificativas de atraso', () => {
  const countSql = (filterValues: Record<string, unknown>) => delayList.countQuery(t.database.db, filterValues).compile().sql;

  it('counts the delays alone unless a filter reads the shipment or the vehicle', () => {
    expect(countSql({})).not.toMatch(/join/i);
    expect(countSql({ situacao: ['PENDENTE'], motivoCodigo: ['CLIMA'] })).not.toMatch(/join/i);
    const byCarrier = countSql({ transportadora: ['TR01'] });
    expect(byCarrier).toMatch(/join "shipments"/);
    expect(byCarrier).not.toMatch(/"vehicles"/);
    expect(countSql({ chassi: 'ABC12345' })).toMatch(/join "vehicles"/);
  });

  it("lists the default order (due date, newest first) exactly as sorting every delay by its shipment's due date would", async () => {
    const expected = await t.database.db
      .selectFrom('transport_delays')
      .innerJoin('shipments', 'shipments.id', 'transport_delays.shipment_id')
      .select(['transport_delays.id as id'])
      .orderBy('shipments.data_prevista', 'desc')
      .orderBy('transport_delays.id', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(60);
    const page = (n: number) => ids('/api/transport-delay/list', { page: n, pageSize: 30 });
    expect([...(await page(1)), ...(await page(2))]).toEqual(expected.slice(0, 60).map((row) => row.id));
    const all = await t.as('admin', { method: 'POST', url: '/api/transport-delay/list', payload: { pageSize: 1 } });
    expect(all.json().total).toBe(await t.count('transport_delays'));
  });

  it.runIf(testDialect === 'sqlite')('walks the due-date index in the default order instead of sorting every delay', async () => {
    const plan = await planOf(delayList.pageQuery(t.database.db, { page: 1, pageSize: 50 }));
    expect(plan.split('\n')[0]).toMatch(/^SCAN transport_delays USING (COVERING )?INDEX transport_delays_prevista/);
    expect(plan).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });

  it.runIf(testDialect === 'sqlite')('reads the pending delays in due-date order from their index instead of sorting them', async () => {
    const plan = await planOf(delayList.pageQuery(t.database.db, { page: 1, pageSize: 50, filters: { situacao: ['PENDENTE'] } }));
    expect(plan.split('\n')[0]).toMatch(/^SEARCH transport_delays USING (COVERING )?INDEX transport_delays_situacao_prevista \(situacao=\?\)/);
    expect(plan).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });

  it('answers one delay by id with the item the list shows', async () => {
    const response = await t.as('admin', { method: 'POST', url: '/api/transport-delay/list', payload: { pageSize: 1 } });
    const [first] = response.json().items as { id: number }[];
    const one = await t.as('admin', { method: 'GET', url: `/api/transport-delay/${first!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
  });

  it("keeps each delay's due date equal to its shipment's, also when the shipment's due date moves", async () => {
    const db = t.database.db;
    const copies = () =>
      db
        .selectFrom('transport_delays')
        .innerJoin('shipments', 'shipments.id', 'transport_delays.shipment_id')
        .select(['transport_delays.id as id', 'transport_delays.data_prevista as copy', 'shipments.data_prevista as due'])
        .execute();
    const seeded = await copies();
    expect(seeded.filter((row) => row.copy !== row.due)).toEqual([]);
    const moved = '2026-12-24T12:00:00.000Z';
    const { shipment_id } = await db.selectFrom('transport_delays').select('shipment_id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('shipments').set({ data_prevista: moved }).where('id', '=', shipment_id).execute();
    const after = await db.selectFrom('transport_delays').select('data_prevista').where('shipment_id', '=', shipment_id).execute();
    expect(after.map((row) => row.data_prevista)).toEqual(after.map(() => moved));
    expect(after.length).toBeGreaterThan(0);
  });
});
