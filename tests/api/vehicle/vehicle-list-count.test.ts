/**
 * The vehicle search's total: filters on status, region and UF alone are summed from the count
 * roll-up (db/rollups/vehicle-counts.ts), kept by triggers; every total must still equal counting
 * the vehicles, on seeded data and after vehicles are added, moved, re-statused and deleted.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleList } from '../../../src/server/api/vehicle/vehicle-list.resource.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEARCHES: { filters: Record<string, unknown>; where: (q: any) => any }[] = [
  { filters: {}, where: (q) => q },
  { filters: { status: ['EM ESTOQUE'] }, where: (q) => q.where('status', 'in', ['EM ESTOQUE']) },
  { filters: { regiao: ['SE'] }, where: (q) => q.where('regiao_codigo', 'in', ['SE']) },
  {
    filters: { status: ['TRANSITO', 'ENTREGUE'], regiao: ['SE', 'S'] },
    where: (q) => q.where('status', 'in', ['TRANSITO', 'ENTREGUE']).where('regiao_codigo', 'in', ['SE', 'S']),
  },
  { filters: { uf: ['SP', 'BA'], status__eq: 'VENDIDO' }, where: (q) => q.where('uf', 'in', ['SP', 'BA']).where('status', '=', 'VENDIDO') },
  { filters: { regiao__eq: 'N' }, where: (q) => q.where('regiao_codigo', '=', 'N') },
  // Not held by the roll-up: counted from the vehicles.
  { filters: { status: ['EM ESTOQUE'], anoModelo: 2025 }, where: (q) => q.where('status', 'in', ['EM ESTOQUE']).where('ano_modelo', '=', 2025) },
];

async function expectTotalsCounted() {
  for (const { filters, where } of SEARCHES) {
    const response = await t.as('analista', { method: 'POST', url: '/api/vehicle/list', payload: { pageSize: 1, filters } });
    const counted = await where(t.database.db.selectFrom('vehicles').select(sql<number>`count(*)`.as('n'))).executeTakeFirstOrThrow();
    expect(response.json().total, JSON.stringify(filters)).toBe(Number(counted.n));
  }
}

describe('vehicle search totals', () => {
  it('sum the count roll-up for status, region and UF codes only (and no filter), and count the vehicles otherwise', () => {
    const countSql = (filters: Record<string, unknown>) => vehicleList.countQuery(t.database.db, filters).compile().sql;
    expect(countSql({})).toContain('vehicle_counts');
    expect(countSql({ status: ['EM ESTOQUE'], regiao__eq: 'SE', uf: ['SP'] })).toContain('vehicle_counts');
    expect(countSql({ status: ['EM ESTOQUE'], anoModelo: 2025 })).not.toContain('vehicle_counts');
    expect(countSql({ regiao: ['SE'], dataPedido: { from: '2025-01-01' } })).not.toContain('vehicle_counts');
  });

  it('equal counting the seeded vehicles', async () => {
    await expectTotalsCounted();
  });

  it('stay exact when vehicles are added, moved to another region, change status or are deleted', async () => {
    const db = t.database.db;
    const { id: _id, ...model } = await db
      .selectFrom('vehicles')
      .selectAll()
      .where('status', '=', 'EM ESTOQUE')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const max = Number(
      (
        await db
          .selectFrom('vehicles')
          .select(sql<number>`max(id)`.as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
    const added = Array.from({ length: 3 }, (_, i) => {
      const chassi = `9BWCNT${String(max + 1 + i).padStart(11, '0')}`;
      return { ...model, id: max + 1 + i, chassi, chassi_rev: [...chassi].reverse().join('') };
    });
    await db.insertInto('vehicles').values(added).execute();
    await expectTotalsCounted();

    await db
      .updateTable('vehicles')
      .set({ regiao_codigo: 'N', uf: 'AM', regiao: 'Norte' })
      .where('id', '=', max + 1)
      .execute();
    await db.updateTable('vehicles').set({ status: 'TRANSITO' }).where('status', '=', 'VENDIDO').where('uf', '=', 'SP').execute();
    await expectTotalsCounted();

    await db
      .deleteFrom('vehicles')
      .where(
        'id',
        'in',
        added.map((v) => v.id),
      )
      .execute();
    await expectTotalsCounted();
  });
});
