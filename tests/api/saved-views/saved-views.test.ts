/**
 * Saved views and column choices kept on the server: own and shared views, owner-only writes, one
 * default per user and page, the page's permissions, pt-BR errors naming the field, and an audit
 * row written with every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUser } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

const estado = {
  filters: { status: ['TRANSITO'] },
  sort: [{ field: 'dataPedido', direction: 'desc' }],
  pageSize: 50,
  columns: { order: ['chassi', 'modelo'], hidden: ['modelo'], widths: { chassi: 220 } },
};

interface View {
  id: number;
  nome: string;
  compartilhada: boolean;
  propria: boolean;
  padrao: boolean;
  donoNome: string;
  estado: typeof estado;
}

const create = (user: DemoUser, body: Record<string, unknown>) =>
  t.as(user, { method: 'POST', url: '/api/saved-views', payload: { pagina: 'vehicles-search', estado, ...body } });
const list = async (user: DemoUser, pagina = 'vehicles-search'): Promise<View[]> =>
  (await t.as(user, { method: 'GET', url: '/api/saved-views', query: { pagina } })).json();
const update = (user: DemoUser, id: number, payload: Record<string, unknown>) => t.as(user, { method: 'PUT', url: `/api/saved-views/${id}`, payload });
const setDefault = (user: DemoUser, visaoId: number | null, pagina = 'vehicles-search') =>
  t.as(user, { method: 'PUT', url: '/api/saved-views/default', payload: { pagina, visaoId } });
const auditRows = (registro: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['usuario', 'acao', 'detalhes'])
    .where('recurso', '=', 'saved-views')
    .where('registro', '=', registro)
    .orderBy('id')
    .execute();

describe('saved views API', () => {
  it('creates a view, lists it as own (with its state and owner) and audits the write', async () => {
    const created = await create('analista', { nome: '  Em trânsito  ', padrao: true });
    expect(created.statusCode).toBe(201);
    const view: View = created.json();
    expect(view).toMatchObject({ nome: 'Em trânsito', compartilhada: false, propria: true, padrao: true, donoNome: 'analista', estado });
    expect((await list('analista')).find((each) => each.id === view.id)).toMatchObject({ propria: true, padrao: true });
    expect(await auditRows(String(view.id))).toEqual([
      {
        usuario: 'analista',
        acao: 'criar-visao',
        detalhes: JSON.stringify({ pagina: 'vehicles-search', nome: 'Em trânsito', compartilhada: false, padrao: true }),
      },
    ]);
  });

  it('shows a shared view to another user who may open the page, never a personal one', async () => {
    const personal: View = (await create('analista', { nome: 'Só minha' })).json();
    const shared: View = (await create('analista', { nome: 'Da equipe', compartilhada: true })).json();
    const seen = await list('operador');
    expect(seen.map((view) => view.id)).toContain(shared.id);
    expect(seen.map((view) => view.id)).not.toContain(personal.id);
    expect(seen.find((view) => view.id === shared.id)).toMatchObject({ propria: false, padrao: false, donoNome: 'analista', estado });

    const other = await t.as('operador', { method: 'GET', url: `/api/saved-views/${personal.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', field: 'params.id', message: `Visão ${personal.id} não encontrada (params.id).` });
    expect((await t.as('operador', { method: 'GET', url: `/api/saved-views/${shared.id}` })).json()).toMatchObject({ id: shared.id, propria: false });
    // Another user's personal view cannot be made a default either.
    expect((await setDefault('operador', personal.id)).statusCode).toBe(404);
  });

  it('lets only the owner rename, share, replace the state or delete a view', async () => {
    const view: View = (await create('analista', { nome: 'Pendentes SP', compartilhada: true })).json();
    const foreign = await update('operador', view.id, { nome: 'Minha agora' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Só quem criou a visão “Pendentes SP” pode alterá-la ou excluí-la.');
    expect((await t.as('operador', { method: 'DELETE', url: `/api/saved-views/${view.id}` })).statusCode).toBe(403);

    const newState = { filters: {}, sort: [], pageSize: 25 };
    const renamed = await update('analista', view.id, { nome: 'Pendentes RJ', estado: newState });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ nome: 'Pendentes RJ', compartilhada: true, estado: newState });
    expect((await update('analista', view.id, { compartilhada: false })).json().compartilhada).toBe(false);
    expect((await list('operador')).map((each) => each.id)).not.toContain(view.id);

    expect((await t.as('analista', { method: 'DELETE', url: `/api/saved-views/${view.id}` })).statusCode).toBe(204);
    expect((await t.as('analista', { method: 'GET', url: `/api/saved-views/${view.id}` })).statusCode).toBe(404);
    expect((await auditRows(String(view.id))).map((row) => row.acao)).toEqual(['criar-visao', 'alterar-visao', 'alterar-visao', 'excluir-visao']);
  });

  it('refuses a second view of the same name (any case) on the page with a pt-BR 409, and allows it on another page', async () => {
    await create('operador', { nome: 'Atrasados' });
    const again = await create('operador', { nome: 'ATRASADOS ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      field: 'body.nome',
      message: 'Você já tem uma visão chamada “ATRASADOS” nesta página (body.nome).',
    });
    const other: View = (await create('operador', { nome: 'Outra' })).json();
    expect((await update('operador', other.id, { nome: 'atrasados' })).statusCode).toBe(409);
    expect((await create('operador', { nome: 'Atrasados', pagina: 'vehicles-in-stock' })).statusCode).toBe(201);
    // Another user may use the same name.
    expect((await create('admin', { nome: 'Atrasados' })).statusCode).toBe(201);
  });

  it('keeps one default per user and page, own or shared, and clears defaults pointing to a deleted or unshared view', async () => {
    const mine: View = (await create('operador', { nome: 'Padrão do operador' })).json();
    const shared: View = (await create('admin', { nome: 'Padrão da equipe', compartilhada: true })).json();
    expect((await setDefault('operador', mine.id)).json()).toEqual({ pagina: 'vehicles-search', visaoId: mine.id });
    expect((await setDefault('operador', shared.id)).statusCode).toBe(200);
    const defaults = (await list('operador')).filter((view) => view.padrao);
    expect(defaults.map((view) => view.id)).toEqual([shared.id]);

    await update('admin', shared.id, { compartilhada: false });
    expect((await list('operador')).some((view) => view.padrao)).toBe(false);

    await setDefault('operador', mine.id);
    expect((await t.as('operador', { method: 'DELETE', url: `/api/saved-views/${mine.id}` })).statusCode).toBe(204);
    expect(await t.database.db.selectFrom('saved_view_defaults').selectAll().where('visao_id', '=', mine.id).execute()).toEqual([]);

    const other: View = (await create('operador', { nome: 'Outra página', pagina: 'vehicles-in-stock' })).json();
    const wrongPage = await setDefault('operador', other.id);
    expect(wrongPage.statusCode).toBe(404);
    expect(wrongPage.json().field).toBe('body.visaoId');
    expect((await setDefault('operador', null)).json()).toEqual({ pagina: 'vehicles-search', visaoId: null });
    expect((await auditRows('vehicles-search')).filter((row) => row.usuario === 'operador').map((row) => JSON.parse(row.detalhes).visaoId)).toEqual([
      mine.id,
      shared.id,
      mine.id,
      null,
    ]);
  });

  it('answers pt-BR errors naming the field for an unknown page, a page the user may not open and an invalid state', async () => {
    const unknown = await t.as('analista', { method: 'GET', url: '/api/saved-views', query: { pagina: 'nao-existe' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ field: 'querystring.pagina', message: 'A página "nao-existe" não existe (querystring.pagina).' });
    expect((await create('analista', { nome: 'X', pagina: 'nao-existe' })).json()).toMatchObject({ statusCode: 422, field: 'body.pagina' });

    const denied = await create('analista', { nome: 'Usuários', pagina: 'users' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ field: 'body.pagina', message: 'Você não tem permissão para abrir a página "Usuários e acessos" (body.pagina).' });
    expect((await t.as('semacesso', { method: 'GET', url: '/api/saved-views', query: { pagina: 'vehicles-search' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-views?pagina=vehicles-search' })).statusCode).toBe(401);

    const longName = await create('analista', { nome: 'x'.repeat(81) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toContain('nome');
    const badSort = await create('analista', { nome: 'Ordem', estado: { filters: {}, sort: [{ field: 'chassi', direction: 'up' }] } });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toMatch(/^body\.estado\.sort/);
    const badWidth = await create('analista', { nome: 'Larga', estado: { filters: {}, columns: { order: [], hidden: [], widths: { chassi: 5000 } } } });
    expect(badWidth.statusCode).toBe(400);
    expect((await update('analista', 1, {})).statusCode).toBe(400);
  });

  it('hides a shared view from a user who may not open its page', async () => {
    const shared: View = (await create('operador', { nome: 'Atrasos', pagina: 'transport-delay', compartilhada: true })).json();
    expect((await t.as('admin', { method: 'GET', url: `/api/saved-views/${shared.id}` })).statusCode).toBe(200);
    expect((await t.as('analista', { method: 'GET', url: `/api/saved-views/${shared.id}` })).statusCode).toBe(404);
  });
});

describe('column preferences API', () => {
  const url = '/api/user-preferences/columns/vehicles-search';
  const colunas = { order: ['modelo', 'chassi'], hidden: ['numeroPedido'], widths: { modelo: 180 } };

  it('keeps the choice per user and page, forgets it on Restaurar padrão, and audits both', async () => {
    expect((await t.as('analista', { method: 'GET', url })).json()).toEqual({ pagina: 'vehicles-search', colunas: null });
    expect((await t.as('analista', { method: 'PUT', url, payload: colunas })).statusCode).toBe(200);
    expect((await t.as('analista', { method: 'GET', url })).json()).toEqual({ pagina: 'vehicles-search', colunas });
    expect((await t.as('operador', { method: 'GET', url })).json().colunas).toBeNull();

    expect((await t.as('analista', { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await t.as('analista', { method: 'GET', url })).json().colunas).toBeNull();
    expect((await auditRows('vehicles-search')).filter((row) => row.usuario === 'analista').map((row) => row.acao)).toEqual([
      'salvar-colunas',
      'restaurar-colunas',
    ]);
  });

  it('refuses widths out of range, unknown pages and pages the user may not open', async () => {
    const wide = await t.as('analista', { method: 'PUT', url, payload: { ...colunas, widths: { modelo: 10 } } });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().field).toBe('body.widths.modelo');
    expect((await t.as('analista', { method: 'GET', url: '/api/user-preferences/columns/nao-existe' })).statusCode).toBe(422);
    expect((await t.as('analista', { method: 'PUT', url: '/api/user-preferences/columns/users', payload: colunas })).statusCode).toBe(403);
  });
});
