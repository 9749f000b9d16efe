/**
 * Sorts as the user reads the list (define-list.ts `SortColumn`): an enum column sorts by its
 * pt-BR label, not its code ("Em trânsito" before "Sinistro"), and empty values come last in both
 * directions (an ascending NF sort does not open on a page of "--"). Same rows and order on SQLite
 * and PostgreSQL, on the plain page query and on the selective-filter path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enumLabels } from '../../../src/server/db/enum-labels.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Vehicle = { id: number; status: string; numeroNF: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ids(sort: { field: string; direction: 'asc' | 'desc' }, filters: Record<string, unknown> = {}): Promise<number[]> {
  const response = await t.as('admin', { method: 'POST', url: '/api/vehicle/list', payload: { pageSize: 500, sort: [sort], filters } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: Vehicle[]; total: number };
  expect(body.total).toBe(body.items.length);
  return body.items.map((item) => item.id);
}

async function vehicles(filters: Record<string, unknown> = {}): Promise<Vehicle[]> {
  const response = await t.as('admin', { method: 'POST', url: '/api/vehicle/list', payload: { pageSize: 500, filters } });
  return (response.json() as { items: Vehicle[] }).items;
}

const statusLabel = enumLabels('vehicle-status').label;
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** `compare` in the direction asked, then the id the same way (the list's tie-breaker). */
const ordered = (rows: Vehicle[], direction: 'asc' | 'desc', compare: (a: Vehicle, b: Vehicle) => number) =>
  [...rows].sort((a, b) => (direction === 'asc' ? 1 : -1) * (compare(a, b) || a.id - b.id)).map((row) => row.id);

describe('status sorts by the label the user sees', () => {
  const byLabel = (a: Vehicle, b: Vehicle) => collator.compare(statusLabel(a.status), statusLabel(b.status));

  it('puts "Em trânsito" (TRANSITO) before "Entregue" (ENTREGUE), ascending and descending', async () => {
    const rows = await vehicles();
    const statuses = new Set(rows.map((row) => row.status));
    expect(statuses.has('TRANSITO') && statuses.has('ENTREGUE')).toBe(true);
    for (const direction of ['asc', 'desc'] as const) expect(await ids({ field: 'status', direction }), direction).toEqual(ordered(rows, direction, byLabel));
  });

  it('keeps the label order on the selective-filter path (page keys from the NF index)', async () => {
    const filters = { dataNF: { from: '2000-01-01', to: '2099-12-31' } };
    const rows = await vehicles(filters);
    const statuses = new Set(rows.map((row) => row.status));
    expect(statuses.has('TRANSITO') && statuses.has('ENTREGUE')).toBe(true);
    for (const direction of ['asc', 'desc'] as const)
      expect(await ids({ field: 'status', direction }, filters), direction).toEqual(ordered(rows, direction, byLabel));
  });
});

describe('empty values come last in both directions', () => {
  const byNumber = (a: Vehicle, b: Vehicle) => (a.numeroNF! < b.numeroNF! ? -1 : a.numeroNF! > b.numeroNF! ? 1 : 0);

  it('lists the vehicles with an NF first, ordered, then those without one', async () => {
    const rows = await vehicles();
    const withNF = rows.filter((row) => row.numeroNF !== null);
    const withoutNF = rows.filter((row) => row.numeroNF === null);
    expect(withNF.length).toBeGreaterThan(0);
    expect(withoutNF.length).toBeGreaterThan(0);
    for (const direction of ['asc', 'desc'] as const) {
      const expected = [...ordered(withNF, direction, byNumber), ...ordered(withoutNF, direction, () => 0)];
      expect(await ids({ field: 'numeroNF', direction }), direction).toEqual(expected);
    }
  });
});

describe('a page sorted by label is read code by code (label-order.ts)', () => {
  it('pages through the same order as one big page, with codes outside the enum last (first when descending)', async () => {
    const rows = await vehicles();
    const strays = { [rows[3]!.id]: 'AAA', [rows[10]!.id]: 'FFF', [rows[20]!.id]: 'ZZZ' };
    for (const [id, status] of Object.entries(strays)) {
      await t.database.db.updateTable('vehicles').set({ status }).where('id', '=', Number(id)).execute();
    }
    const known = rows.filter((row) => !(row.id in strays));
    const stray = rows.filter((row) => row.id in strays);
    const byLabel = (a: Vehicle, b: Vehicle) => collator.compare(statusLabel(a.status), statusLabel(b.status));
    for (const direction of ['asc', 'desc'] as const) {
      const expected =
        direction === 'asc'
          ? [...ordered(known, 'asc', byLabel), ...ordered(stray, 'asc', () => 0)]
          : [...ordered(stray, 'desc', () => 0), ...ordered(known, 'desc', byLabel)];
      expect(await ids({ field: 'status', direction }), direction).toEqual(expected);
      const paged: number[] = [];
      for (let page = 1; paged.length < rows.length; page++) {
        const response = await t.as('admin', {
          method: 'POST',
          url: '/api/vehicle/list',
          payload: { page, pageSize: 37, sort: [{ field: 'status', direction }] },
        });
        paged.push(...(response.json() as { items: Vehicle[] }).items.map((item) => item.id));
      }
      expect(paged, `${direction}, pages of 37`).toEqual(expected);
    }
  });
});
