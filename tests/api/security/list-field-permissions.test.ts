/**
 * The permissions pages put on filters (`filters.permissions`) and on columns and details fields
 * (`permission`) hold on the server too, not only in the SPA: a list or export request with a filter
 * the user may not use is refused with 403 naming it, and a field the user may not see is left out
 * of the items. The demo analista and operador hold every permission of vehicles-search, so this
 * file's realm is the demo realm without vehicle-blocked and list-vehicles-in-stock for them (admin
 * keeps all); transport-delay (the claims' delay column) is the operador's and not the analista's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type User = 'admin' | 'analista' | 'operador';
const withheld = ['vehicle-blocked', 'list-vehicles-in-stock'];

/** The demo realm with `withheld` taken out of the analista's policy (which the operador's role also holds). */
function realmWithout(resources: string[], file: string): void {
  const realm = JSON.parse(readFileSync(new URL('../../../identity/realm-vtlog.json', import.meta.url), 'utf8'));
  const api = realm.clients.find((c: { clientId: string }) => c.clientId === 'vtlog-api');
  const policy = api.authorizationSettings.policies.find((p: { name: string }) => p.name === 'analista: consulta');
  policy.config.resources = JSON.stringify((JSON.parse(policy.config.resources) as string[]).filter((r) => !resources.includes(r)));
  writeFileSync(file, JSON.stringify(realm));
}

const folder = mkdtempSync(path.join(tmpdir(), 'vtlog-realm-'));
let t: TestApp;
beforeAll(async () => {
  const realmFile = path.join(folder, 'realm.json');
  realmWithout(withheld, realmFile);
  t = await createTestApp({ env: { REALM_FILE: realmFile } });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

const post = (user: User, url: string, payload: object) => t.as(user, { method: 'POST', url: `/api${url}`, payload });
const resourcesOf = async (user: User) =>
  ((await t.as(user, { method: 'GET', url: '/api/users/me/permissions' })).json() as { recurso: string }[]).map((p) => p.recurso);

describe('filters a page gates by a permission', () => {
  it("premise: the analista and the operador may list and export vehicles, without the gated filters' permissions", async () => {
    for (const user of ['analista', 'operador'] as const) {
      const resources = await resourcesOf(user);
      expect(resources).toEqual(expect.arrayContaining(['list-vehicles', 'list-vehicles-export']));
      for (const resource of withheld) expect(resources).not.toContain(resource);
    }
    expect(await resourcesOf('admin')).toEqual(expect.arrayContaining(withheld));
  });

  it.each([
    { filter: 'bloqueado', value: true },
    { filter: 'emEstoque', value: true },
    { filter: 'emEstoque', value: false },
  ])('POST /api/vehicle/list refuses filters.$filter = $value with 403 naming it, to a user without its permission', async ({ filter, value }) => {
    const response = await post('analista', '/vehicle/list', { filters: { [filter]: value } });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', field: `body.filters.${filter}`, message: expect.stringContaining(`body.filters.${filter}`) });
  });

  it('answers the same filters to a user holding the permissions, and the other filters to everyone', async () => {
    const blocked = await post('admin', '/vehicle/list', { pageSize: 500, filters: { bloqueado: true } });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const items = blocked.json().items as { bloqueado: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.bloqueado)).toBe(true);
    expect((await post('admin', '/vehicle/list', { filters: { emEstoque: true } })).statusCode).toBe(200);
    const ungated = await post('analista', '/vehicle/list', { filters: { status: ['EM ESTOQUE'], chassi: 'ABC' } });
    expect(ungated.statusCode, ungated.body).toBe(200);
  });

  it.each(['vehicles-search', 'vehicles-in-stock'])('POST /api/vehicle/report (page %s) applies the same rule', async (page) => {
    const refused = await post('operador', '/vehicle/report', { page, filters: { bloqueado: true } });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', field: 'body.filters.bloqueado' });
    expect((await post('operador', '/vehicle/report', { page, filters: { emEstoque: true } })).json()).toMatchObject({ field: 'body.filters.emEstoque' });
    const allowed = await post('admin', '/vehicle/report', { page, filters: { bloqueado: true } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await post('operador', '/vehicle/report', { page })).statusCode).toBe(200);
  });
});

describe('fields a page shows under a permission (claims: diasAtraso under transport-delay)', () => {
  it('POST /api/claims/list leaves diasAtraso out of the items of a user without transport-delay', async () => {
    expect(await resourcesOf('analista')).not.toContain('transport-delay');
    const response = await post('analista', '/claims/list', { pageSize: 500 });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => 'diasAtraso' in item)).toEqual([]);
    // The other fields are all there.
    expect(Object.keys(items[0]!)).toEqual(expect.arrayContaining(['id', 'chassi', 'tipo', 'valor', 'situacao', 'transportadora']));
  });

  it('gives diasAtraso to a user holding transport-delay', async () => {
    expect(await resourcesOf('operador')).toContain('transport-delay');
    const items = (await post('operador', '/claims/list', { pageSize: 500 })).json().items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => 'diasAtraso' in item)).toBe(true);
    expect(items.some((item) => typeof item.diasAtraso === 'number')).toBe(true);
  });

  it('GET /api/claims/:claimId (the claim-details page) follows the same rule', async () => {
    const [first] = (await post('operador', '/claims/list', { pageSize: 1 })).json().items as { id: number }[];
    const restricted = await t.as('analista', { method: 'GET', url: `/api/claims/${first!.id}` });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(restricted.json()).not.toHaveProperty('diasAtraso');
    expect(restricted.json()).toHaveProperty('id', first!.id);
    expect((await t.as('operador', { method: 'GET', url: `/api/claims/${first!.id}` })).json()).toHaveProperty('diasAtraso');
  });
});
