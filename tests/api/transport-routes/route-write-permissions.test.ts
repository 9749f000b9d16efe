/**
 * Every write endpoint of the routes (import, target editing) answers 401 without a token and 403
 * to each demo user the realm does not grant the manage scope, and writes nothing for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../helpers/auth.ts';
import { grants, realmGrants } from '../../helpers/realm-grants.ts';
import { multipartFile, routeWorkbook, validRouteRows } from '../../helpers/route-workbook.ts';
import { contentHash } from '../hostile/database-snapshot.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let routeId: number;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
  routeId = (await t.database.db.selectFrom('transport_routes').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const writes = [
  {
    name: 'POST /transportroute/import',
    resource: 'upload-routes',
    request: () => ({ method: 'POST' as const, url: '/api/transportroute/import', ...multipartFile(routeWorkbook(validRouteRows(3, 'Permissão'))) }),
  },
  {
    name: 'PUT /transportroute/{id}/target',
    resource: 'transport-routes',
    request: () => ({ method: 'PUT' as const, url: `/api/transportroute/${routeId}/target`, payload: { diasTarget: 9, motivo: 'Teste de permissão' } }),
  },
];

const snapshot = async () => contentHash(t.database, ['transport_routes', 'audit_log']);

describe('route write endpoints', () => {
  for (const write of writes) {
    it(`${write.name}: 401 without a token, 403 without ${write.resource} manage`, async () => {
      const before = await snapshot();
      const anonymous = await t.app.inject(write.request());
      expect(anonymous.statusCode).toBe(401);
      const grantsByUser = await realmGrants();
      const refused = demoUsers.filter((user) => !grants(grantsByUser[user], write.resource, 'manage'));
      expect(refused).toContain('semacesso');
      for (const user of refused) {
        const response = await t.as(user, write.request());
        expect(response.statusCode, user).toBe(403);
        expect(response.json().message).toBe('Você não tem permissão para realizar esta operação.');
      }
      expect(await snapshot()).toEqual(before);
      const allowed = demoUsers.filter((user) => !refused.includes(user));
      expect(allowed).toContain('admin');
      for (const user of allowed) expect((await t.as(user, write.request())).statusCode, user).toBe(200);
    });
  }
});
