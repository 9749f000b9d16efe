import type { ApiPlugin } from '../../api-plugin.ts';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../common-schemas.ts';

const query = {
  type: 'object',
  additionalProperties: false,
  required: ['orderId', 'orderItemId'],
  properties: { orderId: { type: 'integer', minimum: 1 }, orderItemId: { type: 'integer', minimum: 1 } },
} as const;

export const statusEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'descricao', 'local', 'cidade', 'uf', 'dataEvento'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string' },
    descricao: { type: 'string' },
    local: { type: 'string' },
    cidade: { type: 'string' },
    uf: { type: 'string' },
    dataEvento: { type: 'string', format: 'date-time' },
  },
} as const;

/** GET /vehicle/listVehicleStatusEvents?orderId&orderItemId: the vehicle's timeline, oldest first. */
export const vehicleStatusEventsRoute: ApiPlugin = async (app) => {
  app.get(
    '/vehicle/listVehicleStatusEvents',
    {
      schema: {
        summary: 'Eventos de status do item do pedido (linha do tempo)',
        tags: ['vehicle'],
        querystring: query,
        response: { 200: { type: 'array', items: statusEventSchema }, ...errorResponses },
      },
      config: { permission: { resource: 'order-status-events', scope: 'view' } },
    },
    async (request) => {
      const vehicle = await app.db
        .selectFrom('vehicles')
        .select('id')
        .where('order_id', '=', request.query.orderId)
        .where('order_item_id', '=', request.query.orderItemId)
        .executeTakeFirst();
      if (!vehicle) throw new AppError('NOT_FOUND', { message: 'Item de pedido não encontrado.' });
      const rows = await app.db
        .selectFrom('vehicle_status_events')
        .select(['id', 'status', 'descricao', 'local', 'cidade', 'uf', 'data_evento'])
        .where('vehicle_id', '=', vehicle.id)
        .orderBy('data_evento')
        .orderBy('id')
        .execute();
      return rows.map(({ data_evento, ...rest }) => ({ ...rest, dataEvento: data_evento }));
    },
  );
};
