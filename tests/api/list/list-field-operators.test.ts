/**
 * Filters derived from a list's declared fields (src/server/list/fields.ts): each operator, run by
 * the database (SQLite, or PostgreSQL with TEST_DATABASE_URL), keeps exactly the rows the same test
 * written in TypeScript keeps, and each narrows the list (some rows kept, some left out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_VEHICLES, type TestApp } from '../support/test-app.ts';

type Row = Record<string, unknown> & { id: number };

let t: TestApp;
const everything = new Map<string, Row[]>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(url: string, filters: Record<string, unknown>): Promise<Row[]> {
  const response = await t.as('admin', { method: 'POST', url, payload: { pageSize: 500, filters } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: Row[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items;
}

async function all(url: string): Promise<Row[]> {
  if (!everything.has(url)) everything.set(url, await list(url, {}));
  return everything.get(url)!;
}

/** The rows the filter keeps are those `keep` keeps, and it keeps some but not all. */
async function expectFilter(url: string, filters: Record<string, unknown>, keep: (row: Row) => boolean) {
  const rows = await all(url);
  const expected = rows
    .filter(keep)
    .map((row) => row.id)
    .sort((a, b) => a - b);
  expect(expected.length, `${JSON.stringify(filters)} keeps some rows`).toBeGreaterThan(0);
  expect(expected.length, `${JSON.stringify(filters)} leaves some rows out`).toBeLessThan(rows.length);
  const got = (await list(url, filters)).map((row) => row.id).sort((a, b) => a - b);
  expect(got, JSON.stringify(filters)).toEqual(expected);
}

const vehicles = '/api/vehicle/list';
const text = (row: Row, field: string) => String(row[field] ?? '');
const lower = (value: string) => value.toLowerCase();

describe('typed filters on declared fields', () => {
  it('lists every vehicle in one page (the comparisons below see them all)', async () => {
    expect(await all(vehicles)).toHaveLength(TEST_VEHICLES);
  });

  it('eq and notEq on codes, text and integers', async () => {
    const [first] = await all(vehicles);
    await expectFilter(vehicles, { modelo__eq: first!.modeloCodigo }, (r) => r.modeloCodigo === first!.modeloCodigo);
    await expectFilter(vehicles, { status__notEq: first!.status }, (r) => r.status !== first!.status);
    await expectFilter(vehicles, { cidade: first!.cidade }, (r) => r.cidade === first!.cidade);
    await expectFilter(vehicles, { anoModelo__notEq: first!.anoModelo }, (r) => r.anoModelo !== first!.anoModelo);
    await expectFilter(vehicles, { numeroPedido__eq: first!.numeroPedido }, (r) => r.numeroPedido === first!.numeroPedido);
  });

  it('in and notIn', async () => {
    await expectFilter(vehicles, { uf__notIn: ['SP', 'MG'] }, (r) => r.uf !== 'SP' && r.uf !== 'MG');
    const colours = [...new Set((await all(vehicles)).map((r) => r.cor))].slice(0, 2);
    await expectFilter(vehicles, { cor: colours }, (r) => colours.includes(r.cor));
    await expectFilter(vehicles, { anoModelo__in: [2024, 2025] }, (r) => r.anoModelo === 2024 || r.anoModelo === 2025);
  });

  it('startsWith, endsWith and contains (case-insensitive, wildcards taken literally)', async () => {
    const [first] = await all(vehicles);
    const wmi = text(first!, 'chassi').slice(0, 3);
    await expectFilter(vehicles, { chassi__startsWith: lower(wmi) }, (r) => text(r, 'chassi').startsWith(wmi));
    const city = text(first!, 'cidade');
    const middle = city.slice(1, 4);
    await expectFilter(vehicles, { cidade__contains: middle.toUpperCase() }, (r) => lower(text(r, 'cidade')).includes(lower(middle)));
    const end = city.slice(-3);
    await expectFilter(vehicles, { cidade__endsWith: end }, (r) => lower(text(r, 'cidade')).endsWith(lower(end)));
    expect(await list(vehicles, { cidade__contains: '%' })).toEqual([]);
    expect(await list(vehicles, { cidade__contains: '_' })).toEqual([]);
  });

  it('between, gte and lte on integers, money, dates and date-times', async () => {
    await expectFilter(vehicles, { anoModelo__between: { min: 2023, max: 2024 } }, (r) => (r.anoModelo as number) >= 2023 && (r.anoModelo as number) <= 2024);
    await expectFilter(vehicles, { anoModelo__gte: 2025 }, (r) => (r.anoModelo as number) >= 2025);
    const prices = (await all(vehicles)).map((r) => r.preco as number).sort((a, b) => a - b);
    const median = prices[Math.floor(prices.length / 2)]!;
    await expectFilter(vehicles, { preco__lte: median }, (r) => (r.preco as number) <= median);
    await expectFilter(vehicles, { preco: { min: median } }, (r) => (r.preco as number) >= median);
    await expectFilter(vehicles, { dataPedido__gte: '2025-01-01' }, (r) => text(r, 'dataPedido') >= '2025-01-01');
    await expectFilter(vehicles, { dataPedido__lte: '2024-12-31' }, (r) => text(r, 'dataPedido') <= '2024-12-31');
    const day = text((await all(vehicles))[0]!, 'dataStatus').slice(0, 10);
    await expectFilter(vehicles, { dataStatus__eq: day }, (r) => text(r, 'dataStatus').slice(0, 10) === day);
    await expectFilter(vehicles, { dataStatus__lte: day }, (r) => text(r, 'dataStatus').slice(0, 10) <= day);
  });

  it('booleans, and fields of a joined table (claims through the vehicle, delays through the shipment)', async () => {
    await expectFilter(vehicles, { emEstoque: true }, (r) => r.emEstoque === true);
    const claims = await all('/api/claims/list');
    const uf = text(claims[0]!, 'uf');
    await expectFilter('/api/claims/list', { uf__eq: uf }, (r) => r.uf === uf);
    const amount = Math.max(...claims.map((r) => r.valor as number));
    await expectFilter('/api/claims/list', { valor__gte: amount }, (r) => (r.valor as number) >= amount);
    const delays = await all('/api/transport-delay/list');
    const due = text(delays[Math.floor(delays.length / 2)]!, 'dataPrevista').slice(0, 10);
    await expectFilter('/api/transport-delay/list', { dataPrevista__gte: due }, (r) => text(r, 'dataPrevista').slice(0, 10) >= due);
  });

  it('refuses an operator the field does not have, and a value of the wrong type, naming the filter', async () => {
    for (const filters of [{ status__contains: 'VEN' }, { anoModelo__startsWith: '20' }, { anoModelo__between: { min: '2020' } }]) {
      const response = await t.as('admin', { method: 'POST', url: vehicles, payload: { filters } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`body.filters`);
    }
  });
});
