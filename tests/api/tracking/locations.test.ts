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
    expect(
      body.items.every(
        (i: { regiao: string; transportadora: string }) =>
          i.regiao === 'Sudeste' && ['Cegonha Brasil Transportes', 'Rodocar Logística'].includes(i.transportadora),
      ),
    ).toBe(true);
    const bad = await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocations', payload: { filters: { uf: ['XX'] } } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.filters.uf.0' });
  });

  it('POST /trackingTransportation/getOrderItemsLocation answers the known items with origin and destination', async () => {
    const v = await t.database.db.selectFrom('vehicles').select(['order_id', 'order_item_id', 'chassi']).where('id', '=', 5).executeTakeFirstOrThrow();
    const payload = {
      orderItems: [
        { orderId: v.order_id, orderItemId: v.order_item_id },
        { orderId: 999999, orderItemId: 1 },
      ],
    };
    const response = await t.as('analista', { method: 'POST', url: '/api/trackingTransportation/getOrderItemsLocation', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).toMatchObject({ chassi: v.chassi, origem: { nome: expect.stringContaining('Fábrica') } });
    const bad = await t.as('analista', { method: 'POST', url: '/api/trackingTransportation/getOrderItemsLocation', payload: { orderItems: [] } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.orderItems' });
    expect((await t.as('semacesso', { method: 'POST', url: '/api/trackingTransportation/getOrderItemsLocation', payload })).statusCode).toBe(403);
  });
});

describe('POST /vehicle/listVehicleLocationPoints (the map)', () => {
  it('answers the same vehicles as the list, column by column, in a fifth of the bytes', async () => {
    const list = await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocations', payload: { pageSize: 50_000 } });
    const points = await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocationPoints', payload: {} });
    expect(points.statusCode).toBe(200);
    const body = points.json();
    const items = list.json().items as {
      chassi: string;
      modelo: string;
      status: string;
      latitude: number;
      longitude: number;
      atualizadoEm: string;
      cidade: string;
      uf: string;
    }[];
    expect(body.total).toBe(TEST_VEHICLES);
    expect(body.chassi).toHaveLength(TEST_VEHICLES);
    const decoded = body.chassi.map((chassi: string, i: number) => ({
      chassi,
      modelo: body.modelos[body.modelo[i]],
      status: body.statuses[body.status[i]],
      latitude: body.latitude[i],
      longitude: body.longitude[i],
      atualizadoEm: new Date(body.atualizadoEm[i] * 1000).toISOString(),
      cidade: body.destinos[body.destino[i]].cidade,
      uf: body.destinos[body.destino[i]].uf,
    }));
    expect(decoded).toEqual(
      items.map(({ chassi, modelo, status, latitude, longitude, atualizadoEm, cidade, uf }) => ({
        chassi,
        modelo,
        status,
        latitude,
        longitude,
        atualizadoEm,
        cidade,
        uf,
      })),
    );
    console.log(`map answer for ${TEST_VEHICLES} vehicles: list ${list.body.length} bytes, compact ${points.body.length} bytes`);
    expect(points.body.length * 4).toBeLessThan(list.body.length);
  });

  it('takes the list filters (one chassis) and refuses what the list refuses', async () => {
    const { chassi } = await t.database.db.selectFrom('vehicles').select('chassi').where('id', '=', 7).executeTakeFirstOrThrow();
    const one = (await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocationPoints', payload: { filters: { chassi } } })).json();
    expect(one).toMatchObject({ total: 1, chassi: [chassi] });
    const bad = await t.as('analista', { method: 'POST', url: '/api/vehicle/listVehicleLocationPoints', payload: { filters: { uf: ['XX'] } } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'body.filters.uf.0' });
    expect((await t.as('semacesso', { method: 'POST', url: '/api/vehicle/listVehicleLocationPoints', payload: {} })).statusCode).toBe(403);
  });
});
