import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_VEHICLES, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (body: object, user: 'analista' | 'semacesso' = 'analista') => t.as(user, { method: 'POST', url: '/api/orders/list', payload: body });

describe('POST /api/orders/list', () => {
  it('lists every order item, newest order first', async () => {
    const body = (await list({})).json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: TEST_VEHICLES });
    const dates = body.items.map((i: { dataPedido: string }) => i.dataPedido);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by order number, dealer, status and order date together', async () => {
    const sample = (await list({ pageSize: 1, page: 7 })).json().items[0];
    const filters = {
      numeroPedido: sample.numeroPedido,
      concessionaria: sample.concessionariaCodigo,
      status: [sample.status],
      dataPedido: { from: sample.dataPedido, to: sample.dataPedido },
    };
    const body = (await list({ filters })).json();
    expect(body.items.map((i: { id: number }) => i.id)).toContain(sample.id);
    for (const item of body.items) {
      expect(item.numeroPedido.startsWith(sample.numeroPedido)).toBe(true);
      expect(item).toMatchObject({ concessionariaCodigo: sample.concessionariaCodigo, status: sample.status, dataPedido: sample.dataPedido });
    }
  });

  it('sorts by item number within the requested order', async () => {
    const body = (
      await list({
        sort: [
          { field: 'numeroPedido', direction: 'asc' },
          { field: 'orderItemId', direction: 'asc' },
        ],
        pageSize: 100,
      })
    ).json();
    const keys = body.items.map((i: { numeroPedido: string; orderItemId: number }) => [i.numeroPedido, i.orderItemId]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]));
  });

  it('answers 400 naming the field for an unknown status or sort field', async () => {
    const badStatus = await list({ filters: { status: ['VOANDO'] } });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().field).toBe('body.filters.status.0');
    const badSort = await list({ sort: [{ field: 'preco_centavos' }] });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toBe('body.sort.0.field');
  });

  it('answers 401 without a token and 403 without vehicle-order-details', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/orders/list', payload: {} })).statusCode).toBe(401);
    expect((await list({}, 'semacesso')).statusCode).toBe(403);
  });
});

describe('GET /api/orders/{orderId}/items[/{orderItemId}]', () => {
  it('returns one item with its order, and every item of that order', async () => {
    const sample = (await list({ pageSize: 1 })).json().items[0];
    const details = await t.as('analista', { method: 'GET', url: `/api/orders/${sample.orderId}/items/${sample.orderItemId}` });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ chassi: sample.chassi, pedido: { orderId: sample.orderId, numeroPedido: sample.numeroPedido } });
    const items = (await t.as('analista', { method: 'GET', url: `/api/orders/${sample.orderId}/items` })).json();
    expect(items).toHaveLength(details.json().pedido.quantidadeItens);
    expect(items.map((i: { orderItemId: number }) => i.orderItemId)).toEqual(
      [...items.map((i: { orderItemId: number }) => i.orderItemId)].sort((a, b) => a - b),
    );
    expect(items.every((i: { orderId: number }) => i.orderId === sample.orderId)).toBe(true);
  });

  it('answers 404 for an unknown order or item, 400 for a non-numeric id, 403 without permission', async () => {
    expect((await t.as('analista', { method: 'GET', url: '/api/orders/999999/items' })).statusCode).toBe(404);
    expect((await t.as('analista', { method: 'GET', url: '/api/orders/1/items/999' })).statusCode).toBe(404);
    const bad = await t.as('analista', { method: 'GET', url: '/api/orders/abc/items' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('params.orderId');
    expect((await t.as('semacesso', { method: 'GET', url: '/api/orders/1/items' })).statusCode).toBe(403);
  });
});
