import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidNfeKey } from '../../../src/server/db/seed/identifiers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let delivered: { chassi: string; order_id: number; order_item_id: number };
beforeAll(async () => {
  t = await createTestApp();
  delivered = await t.database.db
    .selectFrom('vehicles')
    .select(['chassi', 'order_id', 'order_item_id'])
    .where('status', '=', 'VENDIDO')
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => t.close());

const get = (url: string, user: 'analista' | 'semacesso' = 'analista') => t.as(user, { method: 'GET', url });

describe('vehicle details', () => {
  it('GET /vehicle/details/chassis/{chassis} answers list fields plus order, invoice, location, shipment and receipt', async () => {
    const response = await get(`/api/vehicle/details/chassis/${delivered.chassi.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ chassi: delivered.chassi, status: 'VENDIDO', orderId: delivered.order_id, pedido: { orderId: delivered.order_id } });
    expect(isValidNfeKey(body.notaFiscal.chave)).toBe(true);
    expect(isValidCnpj(body.concessionariaCnpj)).toBe(true);
    expect(body.embarque.dataEntrega).not.toBeNull();
    expect([0, 1, 2, 3]).toContain(body.recebimento.receiptStatus);
    expect(body.localizacao.latitude).toBeLessThan(6);
  });

  it("places the vehicle where its last status event was, not at the dealer's city", async () => {
    const vehicle =
      (await t.database.db
        .selectFrom('vehicles')
        .select(['id', 'chassi', 'cidade', 'uf'])
        .where('status', '=', 'EM TRANSITO')
        .orderBy('id')
        .executeTakeFirst()) ?? (await t.database.db.selectFrom('vehicles').select(['id', 'chassi', 'cidade', 'uf']).orderBy('id').executeTakeFirstOrThrow());
    const last = await t.database.db
      .selectFrom('vehicle_status_events')
      .select(['local', 'cidade', 'uf'])
      .where('vehicle_id', '=', vehicle.id)
      .orderBy('data_evento', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const body = (await get(`/api/vehicle/details/chassis/${vehicle.chassi}`)).json();
    expect(body.localizacao).toMatchObject({ local: last.local, cidade: last.cidade, uf: last.uf, atualizadoEm: expect.any(String) });
    // The dealer's city stays the destination fields' own.
    expect(body).toMatchObject({ cidade: vehicle.cidade, uf: vehicle.uf });
  });

  it('GET /vehicle/details/{id}/{secondId} finds the same vehicle by orderId/orderItemId', async () => {
    const body = (await get(`/api/vehicle/details/${delivered.order_id}/${delivered.order_item_id}`)).json();
    expect(body.chassi).toBe(delivered.chassi);
  });

  it('answers 404 for unknown vehicles and 400 naming the bad parameter', async () => {
    expect((await get('/api/vehicle/details/chassis/9BWZZZ377VT004251')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await get('/api/vehicle/details/999999/1')).statusCode).toBe(404);
    expect((await get('/api/vehicle/details/chassis/ABC')).json()).toMatchObject({ statusCode: 400, field: 'params.chassis' });
    expect((await get('/api/vehicle/details/x/1')).json()).toMatchObject({ statusCode: 400, field: 'params.id' });
  });

  it('needs vehicle-details', async () => {
    expect((await get(`/api/vehicle/details/chassis/${delivered.chassi}`, 'semacesso')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/vehicle/details/chassis/${delivered.chassi}` })).statusCode).toBe(401);
  });
});

describe('GET /vehicle/listVehicleStatusEvents', () => {
  it('lists 8-15 events, oldest first, ending in the current status', async () => {
    const response = await get(`/api/vehicle/listVehicleStatusEvents?orderId=${delivered.order_id}&orderItemId=${delivered.order_item_id}`);
    expect(response.statusCode).toBe(200);
    const events = response.json();
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.length).toBeLessThanOrEqual(15);
    const dates = events.map((e: { dataEvento: string }) => e.dataEvento);
    expect(dates).toEqual([...dates].sort());
    expect(events[0].status).toBe('PRODUZIDO');
    expect(events.at(-1).status).toBe('VENDIDO');
  });

  it('drops blank query parameters and then names the missing one', async () => {
    expect((await get(`/api/vehicle/listVehicleStatusEvents?orderId=${delivered.order_id}&orderItemId=null`)).json()).toMatchObject({
      statusCode: 400,
      field: 'query.orderItemId',
    });
    expect((await get('/api/vehicle/listVehicleStatusEvents?orderId=999999&orderItemId=1')).statusCode).toBe(404);
  });
});
