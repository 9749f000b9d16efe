/**
 * Two route imports started at once on two instances over one database (the API suite's SQLite
 * file or PostgreSQL schema): both succeed, one after the other, each whole, and the result is the
 * one of applying them in some order, down to the counts and the audited "from" targets.
 */
import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { importRoutes } from '../../../src/server/api/transport-routes/route-import.ts';
import { readRouteSheet } from '../../../src/server/api/transport-routes/route-sheet.ts';
import type { AuthenticatedUser } from '../../../src/server/security/request-user.ts';
import { multipartFile, routeWorkbook, validRouteRows } from '../../helpers/route-workbook.ts';
import { firstInstance, type Instance, secondInstance } from '../support/second-instance.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Large enough that the two imports' transactions would overlap were they not serialised. */
const SHARED = 1500;
const ONLY_B = 100;
const DIAS_A = 10;
const DIAS_B = 20;

let t: TestApp;
let one: Instance;
let two: Instance;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 50 });
  one = firstInstance(t);
  two = await secondInstance(t);
});
afterAll(async () => {
  await two.close();
  await t.close();
});

const withTarget = (rows: unknown[][], dias: number) => rows.map((row) => row.map((value, column) => (column === 5 ? dias : value)));

/** A: SHARED routes at DIAS_A; B: the same routes at DIAS_B and ONLY_B more. Cities tagged per test. */
function files(tag: string): { a: Buffer; b: Buffer } {
  const shared = validRouteRows(SHARED, `${tag} comum`);
  return { a: routeWorkbook(withTarget(shared, DIAS_A)), b: routeWorkbook([...withTarget(shared, DIAS_B), ...validRouteRows(ONLY_B, `${tag} somente B`)]) };
}

let before: number;
beforeEach(async () => {
  before = await t.count('transport_routes');
  await t.database.db.deleteFrom('audit_log').where('recurso', '=', 'transport-routes').execute();
});

/** The outcome of applying A then B, or B then A: counts, final targets and the second's audited changes. */
async function expectSomeOrder(tag: string, results: { a: unknown; b: unknown }): Promise<void> {
  const aFirst = { a: { created: SHARED, updated: 0 }, b: { created: ONLY_B, updated: SHARED } };
  const bFirst = { a: { created: 0, updated: SHARED }, b: { created: SHARED + ONLY_B, updated: 0 } };
  expect([aFirst, bFirst]).toContainEqual(results);
  const ranFirstA = (results.a as { created: number }).created === SHARED;
  const [first, second] = ranFirstA ? [DIAS_A, DIAS_B] : [DIAS_B, DIAS_A];

  expect(await t.count('transport_routes')).toBe(before + SHARED + ONLY_B);
  const targets = await t.database.db
    .selectFrom('transport_routes')
    .select('dias_target')
    .distinct()
    .where('destino_cidade', 'like', `${tag} comum %`)
    .execute();
  expect(targets.map((r) => r.dias_target)).toEqual([second]);

  // The second import read the routes after the first committed: every change it audited starts at the first's target.
  const audits = await t.database.db
    .selectFrom('audit_log')
    .select('detalhes')
    .where('recurso', '=', 'transport-routes')
    .where('acao', '=', 'importar-planilha')
    .execute();
  const changes = audits.map((row) => JSON.parse(row.detalhes) as { de: number; para: number; importacao: number });
  // Each change points at its import's own row, which holds the file's name.
  const imports = await t.database.db.selectFrom('audit_log').select(['id', 'registro']).where('recurso', '=', 'upload-routes').execute();
  const fileOf = new Map(imports.map((row) => [row.id, row.registro]));
  expect(changes).toHaveLength(SHARED);
  expect(new Set(changes.map((c) => `${fileOf.get(c.importacao)}: ${c.de} -> ${c.para}`))).toEqual(
    new Set([`${ranFirstA ? 'b.xlsx' : 'a.xlsx'}: ${first} -> ${second}`]),
  );
}

describe('route imports on two instances at once', () => {
  it('uploaded to each instance: both end, one after the other, as if applied in some order', async () => {
    const { a, b } = files('Upload');
    const upload = (instance: Instance, file: Buffer, name: string) =>
      instance.as('admin', { method: 'POST', url: '/api/transportroute/import', ...multipartFile(file, name) });
    // Both signed in first: the two instances share this process's thread, so the second's sign-in
    // (a write) waiting for the first's import to commit would block the very thread that commits it.
    // Instances in their own processes (tests/faults) wait for each other without that.
    for (const instance of [one, two]) expect((await instance.as('admin', { method: 'GET', url: '/api/transportroute/template' })).statusCode).toBe(200);
    const [ra, rb] = await Promise.all([upload(one, a, 'a.xlsx'), upload(two, b, 'b.xlsx')]);
    expect(ra.statusCode, ra.body).toBe(200);
    expect(rb.statusCode, rb.body).toBe(200);
    await expectSomeOrder('Upload', { a: ra.json(), b: rb.json() });
  });

  it('their transactions started in the same instant (files already read): the second waits for the first', async () => {
    // Over HTTP, reading each workbook can keep the two transactions apart by chance; here they overlap for sure.
    const { a, b } = files('Direto');
    const admin = {
      id: 'admin',
      username: 'admin',
      firstName: 'Admin',
      lastName: 'VTLog',
      email: 'admin@example.com',
      roles: [],
      permissions: [],
    } satisfies AuthenticatedUser;
    const rowsA = readRouteSheet(a);
    const rowsB = readRouteSheet(b);
    const [ra, rb] = await Promise.all([importRoutes(t.database, rowsA, admin, 'a.xlsx'), importRoutes(two.app.database, rowsB, admin, 'b.xlsx')]);
    const counts = ({ created, updated }: { created: number; updated: number }) => ({ created, updated });
    await expectSomeOrder('Direto', { a: counts(ra), b: counts(rb) });
  });
});
