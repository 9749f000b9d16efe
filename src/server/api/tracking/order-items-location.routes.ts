import type { ApiPlugin } from '../../api-plugin.ts';
import { coordinateProperties, keysOf, orderItemKeyProperties } from '../common-schemas.ts';
import { toTrackedVehicle, trackedVehicleColumns, vehiclePositionProperties } from './tracked-vehicle.ts';

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['orderItems'],
  properties: {
    orderItems: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['orderId', 'orderItemId'],
        properties: { orderId: { type: 'integer', minimum: 1 }, orderItemId: { type: 'integer', minimum: 1 } },
      },
    },
  },
} as const;

const placeProperties = { nome: { type: 'string' }, cidade: { type: 'string' }, uf: { type: 'string' }, ...coordinateProperties } as const;

const place = { type: 'object', additionalProperties: false, required: keysOf(placeProperties), properties: placeProperties } as const;

const itemProperties = {
  ...orderItemKeyProperties,
  ...vehiclePositionProperties,
  origem: { ...place, description: 'Fábrica de origem' },
  destino: { ...place, description: 'Concessionária de destino' },
} as const;

const item = { type: 'object', additionalProperties: false, required: keysOf(itemProperties), properties: itemProperties } as const;

/** POST /trackingTransportation/getOrderItemsLocation: position, origin and destination of order items (unknown items are left out). */
export const orderItemsLocationRoute: ApiPlugin = async (app) => {
  app.post(
    '/trackingTransportation/getOrderItemsLocation',
    {
      schema: { summary: 'Localização de itens de pedido', tags: ['tracking'], body, response: { 200: { type: 'array', items: item } } },
      config: { permission: { resource: 'vehicle-locations-details', scope: 'view' } },
    },
    async (request) => {
      const wanted = request.body.orderItems;
      const rows = await app.db
        .selectFrom('vehicles')
        .innerJoin('plants', 'plants.codigo', 'vehicles.planta')
        .innerJoin('dealers', 'dealers.id', 'vehicles.dealer_id')
        .select([
          ...trackedVehicleColumns.map((column) => `vehicles.${column}` as const),
          'plants.nome as plant_nome',
          'plants.cidade as plant_cidade',
          'plants.uf as plant_uf',
          'plants.latitude as plant_lat',
          'plants.longitude as plant_lng',
          'dealers.nome as dealer_nome',
          'dealers.cidade as dealer_cidade',
          'dealers.uf as dealer_uf',
          'dealers.latitude as dealer_lat',
          'dealers.longitude as dealer_lng',
        ])
        .where((eb) => eb.or(wanted.map((w) => eb.and([eb('vehicles.order_id', '=', w.orderId), eb('vehicles.order_item_id', '=', w.orderItemId)]))))
        .execute();
      return rows.map((r) => ({
        ...toTrackedVehicle(r),
        origem: { nome: r.plant_nome, cidade: r.plant_cidade, uf: r.plant_uf, latitude: r.plant_lat, longitude: r.plant_lng },
        destino: { nome: r.dealer_nome, cidade: r.dealer_cidade, uf: r.dealer_uf, latitude: r.dealer_lat, longitude: r.dealer_lng },
      }));
    },
  );
};
