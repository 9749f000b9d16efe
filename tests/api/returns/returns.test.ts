import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (body: object, user: 'analista' | 'semacesso' = 'analista') => t.as(user, { method: 'POST', url: '/api/returns/list', payload: body });

describe('POST /api/returns/list', () => {
  it('lists every return with its vehicle, newest request first', async () => {
    const body = (await list({ pageSize: 500 })).json();
    expect(body.total).toBe(await t.count('returns'));
    expect(body.total).toBeGreaterThan(0);
    const dates = body.items.map((i: { dataSolicitacao: string }) => i.dataSolicitacao);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0].chassi).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    for (const item of body.items) expect(item.diasEmAberto).toBeGreaterThanOrEqual(0);
  });

  it('filters by the last 8 characters of the chassis, status, reason and request date', async () => {
    const sample = (await list({ pageSize: 1 })).json().items[0];
    const filters = {
      chassi: sample.chassi.slice(-8),
      situacao: [sample.situacao],
      motivo: [sample.motivo],
      dataSolicitacao: { from: sample.dataSolicitacao, to: sample.dataSolicitacao },
    };
    const body = (await list({ filters })).json();
    expect(body.items.map((i: { id: number }) => i.id)).toContain(sample.id);
    for (const item of body.items) expect(item).toMatchObject({ situacao: sample.situacao, motivo: sample.motivo, dataSolicitacao: sample.dataSolicitacao });
    const others = (
      await list({ filters: { situacao: ['SOLICITADA', 'EM_ANALISE', 'CONCLUIDA'].filter((s) => s !== sample.situacao) }, pageSize: 500 })
    ).json();
    expect(others.items.map((i: { id: number }) => i.id)).not.toContain(sample.id);
  });

  it('answers 400 naming a blank or bad filter', async () => {
    for (const [filters, field] of [
      [{ chassi: '' }, 'body.filters.chassi'],
      [{ situacao: [] }, 'body.filters.situacao'],
      [{ dataConclusao: { from: null } }, 'body.filters.dataConclusao.from'],
    ] as const) {
      expect((await list({ filters })).json()).toMatchObject({ statusCode: 400, field });
    }
    const bad = await list({ filters: { dataSolicitacao: { from: '26/05/2025' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body.filters.dataSolicitacao.from');
  });

  it('answers 401 without a token and 403 without list-vehicles-return', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/returns/list', payload: {} })).statusCode).toBe(401);
    expect((await list({}, 'semacesso')).statusCode).toBe(403);
  });
});

describe('GET /api/returns/{returnId}', () => {
  it('returns the same record the list shows', async () => {
    const sample = (await list({ pageSize: 1 })).json().items[0];
    const response = await t.as('analista', { method: 'GET', url: `/api/returns/${sample.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sample);
  });

  it('answers 404 for an unknown return, 400 for a bad id and 403 without permission', async () => {
    const missing = await t.as('analista', { method: 'GET', url: '/api/returns/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Devolução não encontrada.');
    expect((await t.as('analista', { method: 'GET', url: '/api/returns/0' })).json().field).toBe('params.returnId');
    expect((await t.as('semacesso', { method: 'GET', url: '/api/returns/1' })).statusCode).toBe(403);
  });
});
