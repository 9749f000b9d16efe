import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_VEHICLES, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('vehicle locations', () => {
  it('POST /vehicle/listVehicleLocations returns every position in one big page, inside Brazil', async () => {
    const response = await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocations', payload: {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(TEST_VEHICLES);
    expect(body.items).toHaveLength(TEST_VEHICLES);
    for (const item of body.items) {
      expect(item.latitude).toBeGreaterThan(-34);
      expect(item.latitude).toBeLessThan(5.5);
      expect(item.longitude).toBeGreaterThan(-74);
      expect(item.longitude).toBeLessThan(-34);
    }
  });

  it('filters by region, state, status and carrier', async () => {
    const payload = { filters: { regiao: ['SE'], status: ['VENDIDO', 'ENTREGUE'], transportadora: ['CEG', 'RDC'] } };
    const body = (await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocations', payload })).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((i: { regiao: string; transportadora: string }) => i.regiao === 'Sudeste' && ['Cegonha Brasil Transportes', 'Rodocar Logística'].includes(i.transportadora))).toBe(true);
    const bad = await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocations', payload: { filters: { uf: ['XX'] } } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.filters.uf.0' });
  });

  it('POST /trackingTransportation/getOrderItemsLocation answers the known items with origin and destination', async () => {
    const v = await t.database.db.selectFrom('vehicles').select(['order_id', 'order_item_id', 'chassi']).where('id', '=', 5).executeTakeFirstOrThrow();
    const payload = { orderItems: [{ orderId: v.order_id, orderItemId: v.order_item_id }, { orderId: 999999, orderItemId: 1 }] };
    const response = await t.as('analista', { method: 'POST', url: '/api/trackingTransportation/getOrderItemsLocation', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).toMatchObject({ chassi: v.chassi, origem: { nome: expect.stringContaining('Fábrica') } });
    const bad = await t.as('analista', { method: 'POST', url: '/api/trackingTransportation/getOrderItemsLocation', payload: { orderItems: [] } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.orderItems' });
    expect((await t.as('semacesso', { method: 'POST', url: '/api/trackingTransportation/getOrderItemsLocation', payload })).statusCode).toBe(403);
  });
});
