import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (body: object, user: 'analista' | 'semacesso' = 'analista') => t.as(user, { method: 'POST', url: '/api/claims/list', payload: body });
type Claim = {
  id: number;
  categoria: string;
  tipo: string;
  valor: number;
  gravidade: number | null;
  codigoAvaria: string | null;
  transportadoraCodigo: string | null;
  dataOcorrencia: string;
};

describe('POST /api/claims/list', () => {
  it('lists every claim with category, severity and amount in reais', async () => {
    const body = (await list({ pageSize: 500 })).json();
    expect(body.total).toBe(await t.count('claims'));
    expect(body.total).toBeGreaterThan(0);
    for (const claim of body.items as Claim[]) {
      expect(['AVARIA', 'ROUBO', 'PERDA']).toContain(claim.categoria);
      expect(claim.valor).toBeGreaterThan(0);
      expect(claim.gravidade).toBe(claim.codigoAvaria ? Number(claim.codigoAvaria.at(-1)) : null);
    }
  });

  it('filters by category, carrier, amount range and date, sorting by amount', async () => {
    const all = (await list({ pageSize: 500 })).json().items as Claim[];
    const sample = all.find((c) => c.transportadoraCodigo !== null)!;
    const filters = {
      categoria: [sample.categoria],
      transportadora: [sample.transportadoraCodigo],
      valor: { min: sample.valor, max: sample.valor },
      dataOcorrencia: { from: sample.dataOcorrencia, to: sample.dataOcorrencia },
    };
    const body = (await list({ filters })).json();
    expect(body.items.map((c: Claim) => c.id)).toContain(sample.id);
    for (const claim of body.items as Claim[])
      expect(claim).toMatchObject({ categoria: sample.categoria, transportadoraCodigo: sample.transportadoraCodigo, valor: sample.valor });
    const byValue = (await list({ sort: [{ field: 'valor', direction: 'desc' }], pageSize: 500 })).json().items.map((c: Claim) => c.valor);
    expect(byValue).toEqual([...byValue].sort((a, b) => b - a));
  });

  it('answers 400 naming the field for an unknown category or a negative amount', async () => {
    const category = await list({ filters: { categoria: ['INCENDIO'] } });
    expect(category.statusCode).toBe(400);
    expect(category.json().field).toBe('body.filters.categoria.0');
    const amount = await list({ filters: { valor: { min: -1 } } });
    expect(amount.json().field).toBe('body.filters.valor.min');
  });

  it('answers 401 without a token and 403 without list-vehicles-insurance', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/claims/list', payload: {} })).statusCode).toBe(401);
    expect((await list({}, 'semacesso')).statusCode).toBe(403);
  });
});

describe('GET /api/claims/{claimId}', () => {
  it('returns the same record the list shows', async () => {
    const sample = (await list({ pageSize: 1 })).json().items[0];
    const response = await t.as('analista', { method: 'GET', url: `/api/claims/${sample.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sample);
  });

  it('answers 404 for an unknown claim and 403 without permission', async () => {
    const missing = await t.as('analista', { method: 'GET', url: '/api/claims/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sinistro não encontrado.');
    expect((await t.as('semacesso', { method: 'GET', url: '/api/claims/1' })).statusCode).toBe(403);
  });
});
