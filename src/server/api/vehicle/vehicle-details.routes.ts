import type { ApiPlugin } from '../../api-plugin.ts';
import { errorResponses } from '../common-schemas.ts';
import { loadVehicleDetails } from './vehicle-details.query.ts';
import { vehicleDetailsSchemaOf } from './vehicle-details.schema.ts';

const chassisParams = {
  type: 'object',
  additionalProperties: false,
  required: ['chassis'],
  properties: { chassis: { type: 'string', minLength: 17, maxLength: 17, pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$', description: 'Chassi (VIN) completo' } },
} as const;

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'secondId'],
  properties: {
    id: { type: 'integer', minimum: 1, description: 'orderId' },
    secondId: { type: 'integer', minimum: 1, description: 'orderItemId' },
  },
} as const;

const permission = { resource: 'vehicle-details', scope: 'view' } as const;

export const vehicleDetailsRoutes: ApiPlugin = async (app) => {
  const vehicleDetailsSchema = vehicleDetailsSchemaOf(app.manifests);
  app.get(
    '/vehicle/details/chassis/:chassis',
    {
      schema: {
        summary: 'Detalhes do veículo pelo chassi',
        tags: ['vehicle'],
        params: chassisParams,
        response: { 200: vehicleDetailsSchema, ...errorResponses },
      },
      config: { permission },
    },
    async (request) => loadVehicleDetails(app.db, { chassi: request.params.chassis }),
  );

  app.get(
    '/vehicle/details/:id/:secondId',
    {
      schema: {
        summary: 'Detalhes do veículo por orderId/orderItemId',
        tags: ['vehicle'],
        params: idParams,
        response: { 200: vehicleDetailsSchema, ...errorResponses },
      },
      config: { permission },
    },
    async (request) => loadVehicleDetails(app.db, { orderId: request.params.id, orderItemId: request.params.secondId }),
  );
};
