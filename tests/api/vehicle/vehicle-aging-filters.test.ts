/**
 * The vehicle search's aging filters (vehicle-aging.filters.ts): without a day they read the current
 * status and `diasNoStatus`; with `situacaoNoDia` they list the vehicles the aging dashboard counts
 * at the end of that day, bucket edges included, through the index of migration 027.
 */
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleList } from '../../../src/server/api/vehicle/vehicle-list.resource.ts';
import { addDays } from '../../../src/server/dates/day-range.ts';
import { STOCK_STATUSES } from '../../../src/server/db/rollups/stock-age-rollup.ts';
import { createTestApp, testDialect, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 600 });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

async function search(filters: Record<string, unknown>, pageSize = 1) {
  const response = await t.as('admin', { method: 'POST', url: '/api/vehicle/list', payload: { pageSize, filters } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; items: { chassi: string; status: string; diasNoStatus: number }[] };
}

const countVehicles = async (statuses: string[]) =>
  Number(
    (
      await t.database.db
        .selectFrom('vehicles')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', 'in', statuses)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('aging filters without a day', () => {
  it('read the current status: in the plant yard or in transit', async () => {
    expect((await search({ situacao: 'ESTOQUE' })).total).toBe(await countVehicles(STOCK_STATUSES));
    expect((await search({ situacao: 'TRANSITO' })).total).toBe(await countVehicles(['TRANSITO']));
  });

  it('read the days in the current status as the list shows them', async () => {
    const now = Date.now();
    const rows = await t.database.db.selectFrom('vehicles').select('data_status').execute();
    const days = rows.map((row) => Math.floor((now - Date.parse(row.data_status)) / DAY_MS)).sort((a, b) => a - b);
    // The second quarter of the ages, ends included: both bounds cut among the vehicles.
    const [from, to] = [days[Math.floor(days.length / 4)]!, days[Math.floor(days.length / 2)]!];
    const found = await search({ diasNoStatus: { from, to } }, 500);
    expect(found.total).toBe(days.filter((n) => n >= from && n <= to).length);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(days.length / 2);
    expect(found.items.every((item) => item.diasNoStatus >= from && item.diasNoStatus <= to)).toBe(true);
  });

  it('equal the status periods open at the end of the data’s last day', async () => {
    const last = await t.database.db
      .selectFrom('vehicle_status_events')
      .select(sql<string>`max(data_evento)`.as('at'))
      .executeTakeFirstOrThrow();
    const day = last.at.slice(0, 10);
    expect((await search({ situacaoNoDia: day, situacao: 'ESTOQUE' })).total).toBe(await countVehicles(STOCK_STATUSES));
    expect((await search({ situacaoNoDia: day, situacao: 'TRANSITO' })).total).toBe(await countVehicles(['TRANSITO']));
  });
});

describe('aging filters on a day', () => {
  it('bucket a status begun at the first instant of a day as the dashboard: 90 days at the end of the 89th day after, 91 at the next', async () => {
    const db = t.database.db;
    const vehicle = await db
      .selectFrom('vehicles')
      .select(['id', 'chassi'])
      .where('status', '=', 'EM ESTOQUE')
      .where('id', 'not in', (eb) => eb.selectFrom('kpi_exclusions').select('vehicle_id'))
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const last = await db
      .selectFrom('vehicle_status_events')
      .select([sql<string>`max(data_evento)`.as('at'), sql<number>`max(id)`.as('id')])
      .executeTakeFirstOrThrow();
    // Blocked at the first instant of the day after every event: a new status period in the plant yard.
    const blockedOn = addDays(last.at.slice(0, 10), 1);
    await db
      .insertInto('vehicle_status_events')
      .values({
        id: Number(last.id) + 1,
        vehicle_id: vehicle.id,
        status: 'BLOQUEADO',
        descricao: 'Teste',
        local: 'Teste',
        cidade: 'Teste',
        uf: 'SP',
        data_evento: `${blockedOn}T00:00:00.000Z`,
      })
      .execute();

    for (const [day, age, bucket] of [
      [addDays(blockedOn, 89), 90, '61-90'],
      [addDays(blockedOn, 90), 91, '90+'],
    ] as const) {
      const response = await t.as('admin', { method: 'GET', url: '/api/dashboard/aging-transit-time', query: { dataInicio: day, dataFim: day } });
      expect(response.statusCode, response.body).toBe(200);
      const byBucket = response.json().porFaixa as { faixa: string; emEstoque: number; emTransito: number }[];
      const ranges: Record<string, object> = { '0-30': { to: 30 }, '31-60': { from: 31, to: 60 }, '61-90': { from: 61, to: 90 }, '90+': { from: 91 } };
      for (const { faixa, emEstoque, emTransito } of byBucket) {
        const filters = { situacaoNoDia: day, diasNoStatus: ranges[faixa], expurgo: false };
        expect({ day, faixa, total: (await search({ ...filters, situacao: 'ESTOQUE' })).total }).toEqual({ day, faixa, total: emEstoque });
        expect({ day, faixa, total: (await search({ ...filters, situacao: 'TRANSITO' })).total }).toEqual({ day, faixa, total: emTransito });
      }
      const planted = { situacaoNoDia: day, situacao: 'ESTOQUE', chassi: vehicle.chassi };
      expect((await search({ ...planted, diasNoStatus: { from: age, to: age } })).total, `${day}: ${age} dias`).toBe(1);
      expect((await search({ ...planted, diasNoStatus: ranges[bucket] })).total, `${day}: faixa ${bucket}`).toBe(1);
      expect((await search({ ...planted, diasNoStatus: { from: age + 1 } })).total).toBe(0);
      expect((await search({ ...planted, situacao: 'TRANSITO' })).total).toBe(0);
    }
  });

  it.runIf(testDialect === 'sqlite')('count through the open status periods index, reading no period row', async () => {
    const query = vehicleList.countQuery(t.database.db, { situacaoNoDia: '2025-03-20', situacao: 'TRANSITO', diasNoStatus: { from: 31, to: 60 } });
    const { sql: text, parameters } = query.compile();
    const { rows } = await t.database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]));
    expect(rows.map((row) => row.detail).join('\n')).toMatch(/COVERING INDEX vehicle_status_periods_open \(status=\? AND <expr>>\?\)/);
  });
});
