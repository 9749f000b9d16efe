/** Dashboard endpoints refuse bad periods (400 naming the field) and callers without the permission. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const endpoints = ['app-rate', 'integration-failure-rate', 'carrier-performance-general', 'aging-transit-time'];

beforeAll(async () => {
  t = await createTestApp({ vehicles: 50 });
});
afterAll(() => t.close());

describe.each(endpoints)('GET /api/dashboard/%s', (endpoint) => {
  const url = `/api/dashboard/${endpoint}`;

  it('answers 401 without a token and 403 without the dashboard permission', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const forbidden = await t.as('semacesso', { method: 'GET', url });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const response = await t.as('analista', { method: 'GET', url, query: { dataInicio: '2025-06-01', dataFim: '2025-05-01' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'query.dataInicio' });
  });

  it('refuses an impossible date and a period over two years', async () => {
    const bad = await t.as('analista', { method: 'GET', url, query: { dataInicio: '2025-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.dataInicio');
    const long = await t.as('analista', { method: 'GET', url, query: { dataInicio: '2022-01-01', dataFim: '2025-01-01' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('query.dataFim');
  });

  // A period near 9999-12-31 used to loop forever (its next day is no longer four-digit text).
  it('refuses days outside 2000-01-01..2100-12-31 and answers at both ends of that range', async () => {
    const late = await t.as('analista', { method: 'GET', url, query: { dataInicio: '9999-12-01', dataFim: '9999-12-31' } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'VALIDATION',
      field: 'query.dataInicio',
      message: 'O campo query.dataInicio deve ser igual ou anterior a 2100-12-31.',
    });
    const early = await t.as('analista', { method: 'GET', url, query: { dataFim: '1999-12-31' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().field).toBe('query.dataFim');
    for (const query of [
      { dataInicio: '2099-01-01', dataFim: '2100-12-31' },
      { dataInicio: '2000-01-01', dataFim: '2000-01-01' },
      { dataFim: '2000-01-10' },
    ] as Record<string, string>[]) {
      const edge = await t.as('analista', { method: 'GET', url, query });
      expect(edge.statusCode, JSON.stringify(query)).toBe(200);
      expect(edge.json().periodo.dataInicio >= '2000-01-01').toBe(true);
    }
  });

  it('refuses an unknown filter', async () => {
    const response = await t.as('analista', { method: 'GET', url, query: { status: 'ENTREGUE' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UNKNOWN_FIELD', field: 'query.status' });
  });

  it('answers the seeded demo data for an allowed user', async () => {
    const response = await t.as('operador', { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json().periodo.dataFim).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
