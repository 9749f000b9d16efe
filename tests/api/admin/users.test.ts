import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(async () => t.close());

const list = (body: object) => ({ method: 'POST' as const, url: '/api/users/list', payload: body });

describe('GET /api/users/me', () => {
  it('answers the signed-in user with roles and effective permissions', async () => {
    const response = await t.as('operador', { method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toMatchObject({ username: 'operador', firstName: 'Carla', email: expect.stringContaining('@') });
    expect(me.papeis.split(', ').sort()).toEqual(['analista', 'operador']);
    expect(me.permissoes).toContainEqual({ recurso: 'kpi-exclusion', descricao: expect.any(String), escopos: 'view' });
    expect(me.permissoes).toContainEqual({ recurso: 'transport-routes', descricao: expect.any(String), escopos: 'view, manage' });
  });

  it('answers a user without any permission too (profile needs only a valid token)', async () => {
    const response = await t.as('semacesso', { method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'semacesso', papeis: '', permissoes: [] });
  });

  it('refuses a call without a token with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('POST /api/users/list', () => {
  it('lists the realm users with their effective permissions', async () => {
    const response = await t.as('admin', list({ page: 1, pageSize: 50 }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(4);
    const operador = body.items.find((u: { username: string }) => u.username === 'operador');
    expect(operador).toMatchObject({ habilitado: true, nome: expect.stringContaining('Carla') });
    expect(operador.permissoes).toContain('kpi-exclusion (view)');
    expect(operador.permissoes).toContain('transport-routes (view, manage)');
    expect(body.items.find((u: { username: string }) => u.username === 'semacesso')).toMatchObject({ papeis: '', totalRecursos: 0 });
  });

  it('searches by text (accents and case ignored), role and resource', async () => {
    const byText = await t.as('admin', list({ page: 1, pageSize: 50, filters: { busca: 'CARLA' } }));
    expect(byText.json().items.map((u: { username: string }) => u.username)).toEqual(['operador']);
    const byRole = await t.as('admin', list({ page: 1, pageSize: 50, filters: { papel: 'analista' } }));
    expect(
      byRole
        .json()
        .items.map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(['analista', 'operador']);
    const byResource = await t.as('admin', list({ page: 1, pageSize: 50, filters: { recurso: 'users-settings' } }));
    expect(byResource.json().items.map((u: { username: string }) => u.username)).toEqual(['admin']);
  });

  it('sorts and pages', async () => {
    const response = await t.as('admin', list({ page: 2, pageSize: 3, sort: [{ field: 'username', direction: 'asc' }] }));
    expect(response.json()).toMatchObject({ page: 2, pageSize: 3, total: 4, items: [{ username: 'semacesso' }] });
  });

  it('answers 400 naming an unknown role or filter', async () => {
    const badRole = await t.as('admin', list({ page: 1, pageSize: 10, filters: { papel: 'root' } }));
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().field).toBe('body.filters.papel');
    const unknown = await t.as('admin', list({ page: 1, pageSize: 10, filters: { senha: 'x' } }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('body.filters.senha');
  });

  it('refuses users without users-settings (403) and anonymous calls (401)', async () => {
    for (const user of ['analista', 'operador', 'semacesso'] as const) {
      expect((await t.as(user, list({ page: 1, pageSize: 10 }))).statusCode).toBe(403);
    }
    expect((await t.app.inject(list({ page: 1, pageSize: 10 }))).statusCode).toBe(401);
  });
});

describe('POST /api/users/access-matrix', () => {
  it('shows which scopes each role grants on each resource, searchable', async () => {
    const response = await t.as('admin', {
      method: 'POST',
      url: '/api/users/access-matrix',
      payload: { page: 1, pageSize: 100, filters: { busca: 'expurgo' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([{ recurso: 'kpi-exclusion', descricao: expect.any(String), admin: 'view, manage', analista: '', operador: 'view' }]);
    const all = await t.as('admin', { method: 'POST', url: '/api/users/access-matrix', payload: { page: 1, pageSize: 100 } });
    expect(all.json().total).toBe(33);
  });

  it('refuses users without users-settings', async () => {
    expect((await t.as('operador', { method: 'POST', url: '/api/users/access-matrix', payload: { page: 1, pageSize: 10 } })).statusCode).toBe(403);
  });
});

describe('GET /api/users/me/permissions', () => {
  it("lists the caller's permissions with descriptions", async () => {
    const response = await t.as('analista', { method: 'GET', url: '/api/users/me/permissions' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ recurso: 'list-vehicles', descricao: 'Consulta de veículos', escopos: 'view' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/permissions' })).statusCode).toBe(401);
  });
});
