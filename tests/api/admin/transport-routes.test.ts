import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 50 });
});
afterAll(async () => t.close());

const search = (body: object) => ({ method: 'POST' as const, url: '/api/transportroute/list', payload: body });
const setTarget = (id: number, payload: object) => ({ method: 'PUT' as const, url: `/api/transportroute/${id}/target`, payload });

async function firstRoute() {
  const response = await t.as('admin', search({ page: 1, pageSize: 1 }));
  return response.json().items[0] as { id: number; diasTarget: number; destinoUf: string; transportadoraCodigo: string };
}

describe('POST /api/transportroute/list', () => {
  it('lists routes with carrier and target, filtered and sorted', async () => {
    const route = await firstRoute();
    const response = await t.as(
      'operador',
      search({
        page: 1,
        pageSize: 500,
        filters: { destinoUf: [route.destinoUf], transportadora: [route.transportadoraCodigo] },
        sort: [{ field: 'diasTarget', direction: 'desc' }],
      }),
    );
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ destinoUf: route.destinoUf, transportadoraCodigo: route.transportadoraCodigo });
    const targets = items.map((i: { diasTarget: number }) => i.diasTarget);
    expect(targets).toEqual([...targets].sort((a, b) => b - a));
  });

  it('answers 400 naming a bad filter value', async () => {
    const response = await t.as('admin', search({ page: 1, pageSize: 10, filters: { modal: ['AEREO'] } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body.filters.modal.0');
  });

  it('refuses users without transport-routes', async () => {
    expect((await t.as('analista', search({ page: 1, pageSize: 10 }))).statusCode).toBe(403);
    expect((await t.app.inject(search({ page: 1, pageSize: 10 }))).statusCode).toBe(401);
  });
});

describe('PUT /api/transportroute/:id/target', () => {
  it('changes the target, stamps who and when, and records the change in the history', async () => {
    const route = await firstRoute();
    const next = route.diasTarget + 2;
    const response = await t.as('operador', setTarget(route.id, { diasTarget: next, motivo: 'Obras na BR-116' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: route.id, diasTarget: next, atualizadoPor: 'operador' });
    const history = await t.as('admin', { method: 'GET', url: `/api/transportroute/${route.id}/history` });
    expect(history.statusCode).toBe(200);
    expect(history.json()[0]).toMatchObject({
      usuario: 'operador',
      acao: 'alterar-target',
      targetAnterior: route.diasTarget,
      targetNovo: next,
      motivo: 'Obras na BR-116',
      arquivo: null,
    });
    const one = await t.as('operador', { method: 'GET', url: `/api/transportroute/${route.id}` });
    expect(one.json()).toMatchObject({ id: route.id, diasTarget: next, atualizadoPor: 'operador' });
  });

  it('answers 400 naming the field for a bad target or a missing reason', async () => {
    const route = await firstRoute();
    const zero = await t.as('admin', setTarget(route.id, { diasTarget: 0, motivo: 'teste' }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'body.diasTarget', message: expect.stringContaining('maior ou igual a 1') });
    const noReason = await t.as('admin', setTarget(route.id, { diasTarget: 3 }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('body.motivo');
  });

  it('answers 404 for an unknown route, with nothing audited', async () => {
    const before = await t.count('audit_log');
    const response = await t.as('admin', setTarget(999_999, { diasTarget: 3, motivo: 'rota inexistente' }));
    expect(response.statusCode).toBe(404);
    expect(await t.count('audit_log')).toBe(before);
    expect((await t.as('admin', { method: 'GET', url: '/api/transportroute/999999/history' })).statusCode).toBe(404);
    expect((await t.as('admin', { method: 'GET', url: '/api/transportroute/999999' })).json()).toMatchObject({
      field: 'params.id',
      message: 'Rota 999999 não encontrada.',
    });
  });

  it('refuses users without manage scope and leaves the route unchanged', async () => {
    const route = await firstRoute();
    for (const user of ['analista', 'semacesso'] as const) {
      expect((await t.as(user, setTarget(route.id, { diasTarget: 9, motivo: 'sem permissão' }))).statusCode).toBe(403);
    }
    expect((await t.app.inject(setTarget(route.id, { diasTarget: 9, motivo: 'anônimo' }))).statusCode).toBe(401);
    expect((await firstRoute()).diasTarget).toBe(route.diasTarget);
  });
});
