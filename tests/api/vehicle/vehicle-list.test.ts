import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_VEHICLES, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (body: unknown, user: 'analista' | 'semacesso' = 'analista') => t.as(user, { method: 'POST', url: '/api/vehicle/list', payload: body as object });

describe('POST /api/vehicle/list', () => {
  it('answers the generic list contract, newest order first by default', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: TEST_VEHICLES });
    expect(body.items).toHaveLength(50);
    const dates = body.items.map((i: { dataPedido: string }) => i.dataPedido);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0].chassi).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(typeof body.items[0].bloqueado).toBe('boolean');
  });

  it('finds a vehicle by the last 8 characters of its chassis and by the full chassis', async () => {
    const some = (await list({ pageSize: 5, page: 3 })).json().items[2];
    const bySuffix = (await list({ filters: { chassi: some.chassi.slice(-8).toLowerCase() } })).json();
    expect(bySuffix.items.map((i: { id: number }) => i.id)).toContain(some.id);
    expect(bySuffix.items.every((i: { chassi: string }) => i.chassi.endsWith(some.chassi.slice(-8)))).toBe(true);
    const exact = (await list({ filters: { chassi: some.chassi } })).json();
    expect(exact.total).toBe(1);
    expect(exact.items[0].id).toBe(some.id);
  });

  it('combines status, region and order-date filters, counting every match', async () => {
    const filters = { status: ['VENDIDO', 'ENTREGUE'], regiao: ['SE', 'S'], dataPedido: { from: '2024-06-01', to: '2025-03-31' } };
    const body = (await list({ pageSize: 500, filters })).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.items).toHaveLength(body.total);
    for (const item of body.items) {
      expect(['VENDIDO', 'ENTREGUE']).toContain(item.status);
      expect(['Sudeste', 'Sul']).toContain(item.regiao);
      expect(item.dataPedido >= '2024-06-01' && item.dataPedido <= '2025-03-31').toBe(true);
    }
  });

  it('filters by order number prefix, dealer, flags and NF date range', async () => {
    const sample = (await list({ pageSize: 1, filters: { dataNF: { from: '2024-01-01' } } })).json().items[0];
    const byOrder = (await list({ filters: { numeroPedido: sample.numeroPedido } })).json();
    expect(byOrder.items.every((i: { numeroPedido: string }) => i.numeroPedido.startsWith(sample.numeroPedido))).toBe(true);
    const byDealer = (await list({ filters: { concessionaria: sample.concessionariaCodigo } })).json();
    expect(byDealer.items.every((i: { concessionariaCodigo: string }) => i.concessionariaCodigo === sample.concessionariaCodigo)).toBe(true);
    const inStock = (await list({ pageSize: 500, filters: { emEstoque: true } })).json();
    expect(inStock.items.every((i: { emEstoque: boolean }) => i.emEstoque)).toBe(true);
    const blocked = (await list({ pageSize: 500, filters: { bloqueado: true } })).json();
    expect(blocked.items.every((i: { status: string }) => i.status === 'BLOQUEADO')).toBe(true);
  });

  it('sorts on declared fields (days in status ascending = most recent status first)', async () => {
    const items = (await list({ pageSize: 100, sort: [{ field: 'diasNoStatus', direction: 'asc' }] })).json().items as { diasNoStatus: number }[];
    const days = items.map((i) => i.diasNoStatus);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const byPrice = (await list({ pageSize: 100, sort: [{ field: 'preco', direction: 'desc' }] })).json().items as { preco: number }[];
    expect(byPrice.map((i) => i.preco)).toEqual(byPrice.map((i) => i.preco).sort((a, b) => b - a));
  });

  it('pages without overlap', async () => {
    const first = (await list({ page: 1, pageSize: 20 })).json().items.map((i: { id: number }) => i.id);
    const second = (await list({ page: 2, pageSize: 20 })).json().items.map((i: { id: number }) => i.id);
    expect(second).toHaveLength(20);
    expect(first.filter((id: number) => second.includes(id))).toEqual([]);
  });

  it('filters by any declared vehicle field: model year, colour, version, plant, city, price range', async () => {
    const all = (await list({ pageSize: 500 })).json().items as Record<string, any>[];
    const some = all[7]!;
    const cases: [Record<string, unknown>, (item: Record<string, any>) => boolean][] = [
      [{ anoModelo: some.anoModelo }, (item) => item.anoModelo === some.anoModelo],
      [{ cor: [some.cor] }, (item) => item.cor === some.cor],
      [{ versao: [some.versao] }, (item) => item.versao === some.versao],
      [{ planta: [some.planta] }, (item) => item.planta === some.planta],
      [{ cidade: some.cidade }, (item) => item.cidade === some.cidade],
      [{ preco: { min: some.preco - 1, max: some.preco + 1 } }, (item) => Math.abs(item.preco - some.preco) <= 1],
    ];
    for (const [filters, matches] of cases) {
      const body = (await list({ pageSize: 500, filters })).json();
      const expected = all.filter(matches).length;
      expect(body.total, JSON.stringify(filters)).toBe(expected);
      expect(body.total).toBeGreaterThan(0);
      expect(body.items.every(matches)).toBe(true);
    }
  });

  it('documents the filters no index serves in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const filters = document.paths['/api/vehicle/list'].post.requestBody.content['application/json'].schema.properties.filters.properties;
    expect(filters.anoModelo['x-unindexed']).toMatch(/lê todas as linhas de vehicles/);
    expect(filters.chassi['x-unindexed']).toBeUndefined();
  });

  it.each([
    [{ chassi: '' }, 'body.filters.chassi'],
    [{ status: [] }, 'body.filters.status'],
    [{ numeroNF: null }, 'body.filters.numeroNF'],
    [{ dataPedido: { from: '' } }, 'body.filters.dataPedido.from'],
    [{ dataPedido: {} }, 'body.filters.dataPedido'],
  ])('refuses the blank filter %j with 400 naming it, as the OpenAPI document does (the SPA sends only filled ones)', async (filters, field) => {
    const response = await list({ filters });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().message).toContain(field);
  });

  it.each([
    [{ filters: { corExterna: ['Azul'] } }, 'UNKNOWN_FIELD', 'body.filters.corExterna'],
    [{ filters: { cor: ['Roxo'] } }, 'VALIDATION', 'body.filters.cor.0'],
    [{ filters: { anoModelo: 1800 } }, 'VALIDATION', 'body.filters.anoModelo'],
    [{ filters: { status: ['PERDIDO'] } }, 'VALIDATION', 'body.filters.status.0'],
    [{ pageSize: 501 }, 'VALIDATION', 'body.pageSize'],
    [{ sort: [{ field: 'corExterna' }] }, 'VALIDATION', 'body.sort.0.field'],
    [{ filters: { dataPedido: { from: '31/12/2024' } } }, 'VALIDATION', 'body.filters.dataPedido.from'],
    [{ filters: { chassi: 'OOO' } }, 'VALIDATION', 'body.filters.chassi'],
  ])('refuses %j with 400 naming the field', async (payload, code, field) => {
    const response = await list(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    expect(response.json().message).toContain(field);
  });

  it('requires a token and the list-vehicles permission', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/vehicle/list', payload: {} })).statusCode).toBe(401);
    expect((await list({}, 'semacesso')).statusCode).toBe(403);
  });
});
