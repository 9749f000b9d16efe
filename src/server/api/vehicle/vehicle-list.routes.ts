import type { FastifyInstance } from 'fastify';
import { registerListRoute } from '../../list/list-route.ts';
import { vehicleList } from './vehicle-list.resource.ts';

export async function vehicleListRoute(app: FastifyInstance): Promise<void> {
  registerListRoute(app, {
    url: '/vehicle/list',
    permission: { resource: 'list-vehicles', scope: 'view' },
    resource: vehicleList,
    summary: 'Consulta paginada de veículos (contrato genérico de listas)',
    tags: ['vehicle'],
  });
}
