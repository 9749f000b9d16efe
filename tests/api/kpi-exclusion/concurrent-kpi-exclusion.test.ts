/**
 * Expurgo runs on two instances over one database at once, on overlapping chassis lists: one runs
 * after the other, so each chassis is expurgated and audited exactly once and the second run counts
 * the overlap as already expurgated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeKpiExclusion } from '../../../src/server/api/kpi-exclusion/kpi-exclusion-write.ts';
import type { AuthenticatedUser } from '../../../src/server/security/request-user.ts';
import { firstInstance, type Instance, secondInstance } from '../support/second-instance.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const EACH = 80;
const OVERLAP = 30;

let t: TestApp;
let one: Instance;
let two: Instance;
let chassis: string[];
beforeAll(async () => {
  t = await createTestApp();
  one = firstInstance(t);
  two = await secondInstance(t);
  // Chassis the seed left without an Expurgo.
  const expurgated = t.database.db.selectFrom('kpi_exclusions').select('chassi').where('ativo', '=', 1);
  chassis = (
    await t.database.db
      .selectFrom('vehicles')
      .select('chassi')
      .where('chassi', 'not in', expurgated)
      .orderBy('id')
      .limit(2 * (2 * EACH - OVERLAP))
      .execute()
  ).map((v) => v.chassi);
});
afterAll(async () => {
  await two.close();
  await t.close();
});

/** Two lists of EACH chassis sharing OVERLAP, from `offset` in the seeded vehicles. */
const lists = (offset: number) => [chassis.slice(offset, offset + EACH), chassis.slice(offset + EACH - OVERLAP, offset + 2 * EACH - OVERLAP)] as const;

async function expectEachOnce(results: unknown[], expurgated: readonly string[]): Promise<void> {
  expect(results).toEqual(
    expect.arrayContaining([
      { solicitados: EACH, alterados: EACH, ignorados: 0 },
      { solicitados: EACH, alterados: EACH - OVERLAP, ignorados: OVERLAP },
    ]),
  );
  const active = await t.database.db.selectFrom('kpi_exclusions').select('chassi').where('ativo', '=', 1).where('chassi', 'in', expurgated).execute();
  expect(active).toHaveLength(expurgated.length);
  const audited = await t.database.db
    .selectFrom('audit_log')
    .select('registro')
    .where('acao', '=', 'aplicar-expurgo')
    .where('registro', 'in', expurgated)
    .execute();
  expect(audited.map((a) => a.registro).sort()).toEqual([...expurgated].sort());
}

describe('Expurgo on two instances at once', () => {
  it('requested of each instance: every chassis expurgated and audited once', async () => {
    const [a, b] = lists(0);
    const apply = (instance: Instance, list: readonly string[]) =>
      instance.as('admin', { method: 'POST', url: '/api/vehicle/vehicleKpiExclusion', payload: { chassis: list, motivo: 'Frota interna' } });
    const responses = await Promise.all([apply(one, a), apply(two, b)]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    await expectEachOnce(
      responses.map((r) => r.json()),
      [...new Set([...a, ...b])],
    );
  });

  it('their transactions started in the same instant: the second waits for the first', async () => {
    const [a, b] = lists(2 * EACH - OVERLAP);
    const admin = {
      id: 'admin',
      username: 'admin',
      firstName: 'Admin',
      lastName: 'VTLog',
      email: 'admin@example.com',
      roles: [],
      permissions: [],
    } satisfies AuthenticatedUser;
    const results = await Promise.all([
      changeKpiExclusion(t.database, admin, 'apply', a, 'Frota interna'),
      changeKpiExclusion(two.app.database, admin, 'apply', b, 'Frota interna'),
    ]);
    await expectEachOnce(results, [...new Set([...a, ...b])]);
  });
});
