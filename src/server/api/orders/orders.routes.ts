import type { ApiPlugin } from '../../api-plugin.ts';
import { AppError } from '../../errors.ts';
import { registerExportRoute } from '../../export/export-route.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { errorResponses } from '../common-schemas.ts';
import { loadVehicleDetails } from '../vehicle/vehicle-details.query.ts';
import { vehicleDetailsSchemaOf } from '../vehicle/vehicle-details.schema.ts';
import { orderItemListOf } from './order-item-list.resource.ts';

const permission = { resource: 'vehicle-order-details', scope: 'view' } as const;
const tags = ['orders'];
const positive = { type: 'integer', minimum: 1 } as const;

const orderParams = {
  type: 'object',
  additionalProperties: false,
  required: ['orderId'],
  properties: { orderId: positive },
} as const;

const orderItemParams = {
  type: 'object',
  additionalProperties: false,
  required: ['orderId', 'orderItemId'],
  properties: { orderId: positive, orderItemId: positive },
} as const;

/**
 * Orders, all under vehicle-order-details: the paged list of order items, one item
 * with its vehicle, shipment and receipt facts, and every item of an order.
 */
export const ordersRoutes: ApiPlugin = async (app) => {
  const orderItemList = orderItemListOf(app.manifests);
  const vehicleDetailsSchema = vehicleDetailsSchemaOf(app.manifests);
  registerListRoute(app, {
    url: '/orders/list',
    permission,
    resource: orderItemList,
    summary: 'Consulta paginada de itens de pedido (contrato genérico de listas)',
    tags,
  });
  // Same permission as the list: whoever may list may already read every row a page at a time.
  registerExportRoute(app, {
    url: '/orders/report',
    permission,
    resource: orderItemList,
    summary: 'Exporta a consulta de itens de pedido (todos os resultados do filtro) em xlsx',
    tags,
  });

  app.get(
    '/orders/:orderId/items/:orderItemId',
    {
      schema: { summary: 'Detalhes de um item de pedido', tags, params: orderItemParams, response: { 200: vehicleDetailsSchema, ...errorResponses } },
      config: { permission },
    },
    async (request) => loadVehicleDetails(app.db, request.params),
  );

  app.get(
    '/orders/:orderId/items',
    {
      schema: {
        summary: 'Itens de um pedido, na ordem do pedido',
        tags,
        params: orderParams,
        response: { 200: { type: 'array', items: orderItemList.definition.itemSchema }, ...errorResponses },
      },
      config: { permission },
    },
    async (request) => {
      const rows = await orderItemList.definition
        .select(orderItemList.definition.from(app.db).where('order_id', '=', request.params.orderId))
        .orderBy('order_item_id')
        .execute();
      if (rows.length === 0) throw new AppError('NOT_FOUND', { message: 'Pedido não encontrado.' });
      return rows.map(orderItemList.definition.toItem);
    },
  );
};
