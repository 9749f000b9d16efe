import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';
import { bearer, loginThroughForm, postToken, tokensFor } from '../../helpers/auth.ts';
import { buildChecked } from '../support/contract-check.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const UMA = 'urn:ietf:params:oauth:grant-type:uma-ticket';

type UserRow = { id: string; username: string; nome: string; email: string; habilitado: boolean; papeis: string; papeisDiretos: string[] };

async function users(t: TestApp): Promise<Map<string, UserRow>> {
  const response = await t.as('admin', { method: 'POST', url: '/api/users/list', payload: { page: 1, pageSize: 50 } });
  return new Map((response.json().items as UserRow[]).map((u) => [u.username, u]));
}

describe('AdminUser off (the default): the users screen stays read-only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ vehicles: 5 });
  });
  afterAll(async () => t.close());

  it('refuses every edit with 404 like an unknown route, even for an administrator and before any token check', async () => {
    const { id } = (await users(t)).get('analista')!;
    const edits = [
      { url: `/api/users/${id}`, payload: { primeiroNome: 'Bruno', sobrenome: 'X', email: 'b@vtlog.local', habilitado: false } },
      { url: `/api/users/${id}/roles`, payload: { papeis: ['admin'] } },
      { url: `/api/users/${id}/password`, payload: { senha: 'NovaSenha123', confirmacao: 'NovaSenha123' } },
    ];
    for (const edit of edits) {
      const asAdmin = await t.as('admin', { method: 'PUT', ...edit });
      expect(asAdmin.statusCode).toBe(404);
      expect(asAdmin.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'Recurso da API não encontrado.' });
      expect((await t.app.inject({ method: 'PUT', ...edit })).statusCode).toBe(404);
    }
    expect((await users(t)).get('analista')).toMatchObject({ habilitado: true, papeisDiretos: ['analista'] });
    expect(await t.count('realm_user_edits')).toBe(0);
  });

  it('FEATURE_TOGGLES=AdminUser=on switches the edits on for a server built from that configuration', async () => {
    const { id } = (await users(t)).get('analista')!;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, WEB_DIST: t.config.webDist, FEATURE_TOGGLES: 'AdminUser=on' }, root);
    const switchedOn = await buildChecked(config, { database: t.database });
    try {
      const token = await tokensFor(switchedOn, 'admin');
      const edit = await switchedOn.inject({
        method: 'PUT',
        url: `/api/users/${id}/roles`,
        headers: bearer(token.access_token),
        payload: { papeis: ['analista'] },
      });
      expect(edit.statusCode).toBe(200);
    } finally {
      await switchedOn.close();
    }
  });
});

describe('AdminUser on: users, roles and passwords of the embedded realm', () => {
  let t: TestApp;
  let ids: Map<string, UserRow>;
  beforeAll(async () => {
    t = await createTestApp({ vehicles: 5, featureToggles: { AdminUser: true } });
    ids = await users(t);
  });
  afterAll(async () => t.close());

  const put = (user: 'admin' | 'operador', username: string, suffix: string, payload: object) =>
    t.as(user, { method: 'PUT', url: `/api/users/${ids.get(username)!.id}${suffix}`, payload });

  it('needs users-settings manage (403) and a token (401)', async () => {
    expect((await put('operador', 'analista', '/roles', { papeis: ['admin'] })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'PUT', url: `/api/users/${ids.get('analista')!.id}/roles`, payload: { papeis: ['admin'] } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.as('admin', { method: 'PUT', url: '/api/users/nao-existe/roles', payload: { papeis: ['admin'] } })).json()).toMatchObject({
      statusCode: 404,
      field: 'params.id',
    });
  });

  it('edits name and e-mail, stored and audited; refuses bad input naming the field in pt-BR', async () => {
    const response = await put('admin', 'analista', '', { primeiroNome: ' Bruno ', sobrenome: 'Souza', email: 'Bruno.Souza@VTLOG.local', habilitado: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'analista', nome: 'Bruno Souza', email: 'bruno.souza@vtlog.local', habilitado: true });
    expect((await users(t)).get('analista')).toMatchObject({ nome: 'Bruno Souza' });
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('acao', '=', 'editar-usuario').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ recurso: 'users-settings', registro: 'analista', usuario: 'admin' });
    expect(JSON.parse(audit.detalhes)).toMatchObject({ de: { sobrenome: 'Analista' }, para: { sobrenome: 'Souza', email: 'bruno.souza@vtlog.local' } });

    const badEmail = await put('admin', 'analista', '', { primeiroNome: 'Bruno', sobrenome: 'Souza', email: 'bruno', habilitado: true });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ field: 'body.email', message: expect.stringContaining('e-mail') });
    const taken = await put('admin', 'analista', '', { primeiroNome: 'Bruno', sobrenome: 'Souza', email: 'ana.admin@vtlog.local', habilitado: true });
    expect(taken.json()).toMatchObject({ statusCode: 409, field: 'body.email', message: 'O e-mail ana.admin@vtlog.local já é de outro usuário.' });
    const noName = await put('admin', 'analista', '', { primeiroNome: '  ', sobrenome: 'Souza', email: 'bruno.souza@vtlog.local', habilitado: true });
    expect(noName.json()).toMatchObject({ statusCode: 400, field: 'body.primeiroNome' });
    const self = await put('admin', 'admin', '', { primeiroNome: 'Ana', sobrenome: 'Admin', email: 'ana.admin@vtlog.local', habilitado: false });
    expect(self.json()).toMatchObject({ statusCode: 400, field: 'body.habilitado', message: 'Você não pode desativar o próprio usuário.' });
  });

  it('a disabled user cannot sign in and their tokens stop working at once; enabled again, they can', async () => {
    const before = await tokensFor(t.app, 'operador');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(before.access_token) })).statusCode).toBe(200);
    const operador = ids.get('operador')!;
    expect(
      (await put('admin', 'operador', '', { primeiroNome: 'Carla', sobrenome: 'Operadora', email: operador.email, habilitado: false })).json(),
    ).toMatchObject({ habilitado: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(before.access_token) })).statusCode).toBe(401);
    const refresh = await postToken(t.app, { grant_type: 'refresh_token', client_id: 'vtlog-web', refresh_token: before.refresh_token });
    expect(refresh.statusCode).toBe(400);
    await expect(loginThroughForm(t.app, 'operador')).rejects.toThrow(/failed/);
    await put('admin', 'operador', '', { primeiroNome: 'Carla', sobrenome: 'Operadora', email: operador.email, habilitado: true });
    await expect(loginThroughForm(t.app, 'operador')).resolves.toMatchObject({ code: expect.any(String) });
  });

  it('roles: at least one known role; a role given or removed counts on the next request and UMA decision, without a new token', async () => {
    const semacesso = (await tokensFor(t.app, 'semacesso')).access_token;
    const operador = (await tokensFor(t.app, 'operador')).access_token;
    const routes = { method: 'POST' as const, url: '/api/transportroute/list', payload: { page: 1, pageSize: 5 } };
    expect((await t.app.inject({ ...routes, headers: bearer(semacesso) })).statusCode).toBe(403);
    expect((await t.app.inject({ ...routes, headers: bearer(operador) })).statusCode).toBe(200);

    const given = (await put('admin', 'semacesso', '/roles', { papeis: ['operador'] })).json();
    expect(given).toMatchObject({ papeisDiretos: ['operador'] });
    expect(given.papeis.split(', ').sort()).toEqual(['analista', 'operador']);
    expect((await put('admin', 'operador', '/roles', { papeis: ['analista'] })).json()).toMatchObject({ papeis: 'analista', papeisDiretos: ['analista'] });
    expect((await t.app.inject({ ...routes, headers: bearer(semacesso) })).statusCode).toBe(200);
    expect((await t.app.inject({ ...routes, headers: bearer(operador) })).statusCode).toBe(403);
    const uma = await postToken(t.app, { grant_type: UMA, audience: 'vtlog-api', response_mode: 'permissions' }, bearer(operador));
    expect((uma.json() as { rsname: string }[]).map((e) => e.rsname)).not.toContain('transport-routes');
    const fresh = await tokensFor(t.app, 'semacesso');
    expect(JSON.parse(Buffer.from(fresh.access_token.split('.')[1]!, 'base64url').toString()).realm_access.roles).toEqual(
      expect.arrayContaining(['operador', 'analista']),
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('detalhes')
      .where('acao', '=', 'alterar-papeis')
      .where('registro', '=', 'operador')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detalhes)).toEqual({ de: ['operador'], para: ['analista'] });

    expect((await put('admin', 'semacesso', '/roles', { papeis: [] })).json()).toMatchObject({ statusCode: 400, field: 'body.papeis' });
    expect((await put('admin', 'semacesso', '/roles', { papeis: ['root'] })).json()).toMatchObject({ statusCode: 400, field: 'body.papeis.0' });
    const self = await put('admin', 'admin', '/roles', { papeis: ['analista'] });
    expect(self.json()).toMatchObject({ statusCode: 400, field: 'body.papeis', message: 'Você não pode retirar de si mesmo a gestão de usuários e acessos.' });
  });

  it('password: the policy and the confirmation are checked (pt-BR, the field); the new one signs in, the old one no longer', async () => {
    const weak = await put('admin', 'analista', '/password', { senha: 'abc', confirmacao: 'abc' });
    expect(weak.json()).toMatchObject({ statusCode: 400, field: 'body.senha', message: 'A senha deve ter ao menos 8 caracteres.' });
    const noDigit = await put('admin', 'analista', '/password', { senha: 'somenteletras', confirmacao: 'somenteletras' });
    expect(noDigit.json()).toMatchObject({ statusCode: 400, field: 'body.senha', message: 'A senha deve ter ao menos uma letra e um número.' });
    const mismatch = await put('admin', 'analista', '/password', { senha: 'NovaSenha123', confirmacao: 'NovaSenha124' });
    expect(mismatch.json()).toMatchObject({ statusCode: 400, field: 'body.confirmacao' });
    expect((await put('admin', 'analista', '/password', { senha: 'NovaSenha123', confirmacao: 'NovaSenha123' })).statusCode).toBe(200);
    await expect(loginThroughForm(t.app, 'analista', 'analista')).rejects.toThrow(/failed/);
    await expect(loginThroughForm(t.app, 'analista', 'NovaSenha123')).resolves.toMatchObject({ code: expect.any(String) });
    const audit = await t.database.db.selectFrom('audit_log').select('detalhes').where('acao', '=', 'redefinir-senha').executeTakeFirstOrThrow();
    expect(audit.detalhes).not.toContain('NovaSenha123');
  });

  it('the edits survive a restart: a new server over the same database starts from them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-restart-'));
    const restarted = await buildChecked(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-dist') }, root), {
      database: t.database,
    });
    try {
      await restarted.ready();
      await expect(loginThroughForm(restarted, 'analista', 'NovaSenha123')).resolves.toMatchObject({ code: expect.any(String) });
      await expect(loginThroughForm(restarted, 'analista', 'analista')).rejects.toThrow(/failed/);
      const admin = await tokensFor(restarted, 'admin');
      const list = await restarted.inject({ method: 'POST', url: '/api/users/list', payload: { page: 1, pageSize: 50 }, headers: bearer(admin.access_token) });
      const byName = new Map((list.json().items as UserRow[]).map((u) => [u.username, u]));
      expect(byName.get('analista')).toMatchObject({ nome: 'Bruno Souza', email: 'bruno.souza@vtlog.local' });
      expect(byName.get('operador')).toMatchObject({ papeisDiretos: ['analista'], habilitado: true });
      expect(byName.get('semacesso')).toMatchObject({ papeisDiretos: ['operador'] });
    } finally {
      await restarted.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
