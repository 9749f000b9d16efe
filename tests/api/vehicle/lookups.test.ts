import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 50 });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.as('analista', { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('lookups for filter selects', () => {
  it('GET /division/listRegions: the five IBGE regions with their 27 states', async () => {
    const regions = await get('/api/division/listRegions');
    expect(regions.map((r: { codigo: string }) => r.codigo).sort()).toEqual(['CO', 'N', 'NE', 'S', 'SE']);
    expect(regions.flatMap((r: { ufs: string[] }) => r.ufs)).toHaveLength(27);
    expect(regions.find((r: { codigo: string }) => r.codigo === 'SE')).toMatchObject({ nome: 'Sudeste', ufs: ['ES', 'MG', 'RJ', 'SP'] });
  });

  it('GET /vehicle/order-status follows the flow; sales types, states, models, dealers, carriers', async () => {
    const statuses = await get('/api/vehicle/order-status');
    expect(statuses[0]).toMatchObject({ codigo: 'PRODUZIDO', ordem: 1 });
    expect(statuses.map((s: { codigo: string }) => s.codigo)).toEqual(expect.arrayContaining(['EM ESTOQUE', 'FATURADO', 'TRANSITO', 'DEVOLUCAO']));
    expect(await get('/api/vehicle/listSalesTypes')).toContainEqual({ codigo: 'VAREJO', nome: 'Varejo' });
    expect(await get('/api/division/listStates')).toContainEqual({ codigo: 'SP', nome: 'São Paulo', regiao: 'SE' });
    expect((await get('/api/vehicle/listModels')).length).toBeGreaterThan(5);
    expect((await get('/api/vehicle/listDealers')).length).toBeGreaterThanOrEqual(27);
    expect(await get('/api/vehicle/listCarriers')).toContainEqual(expect.objectContaining({ codigo: 'CEG' }));
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/division/listRegions' })).statusCode).toBe(401);
  });
});
