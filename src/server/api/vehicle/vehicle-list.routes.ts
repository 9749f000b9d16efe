import type { ApiPlugin } from '../../api-plugin.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { vehicleListOf } from './vehicle-list.resource.ts';

export const vehicleListRoute: ApiPlugin = async (app) => {
  registerListRoute(app, {
    url: '/vehicle/list',
    permission: { resource: 'list-vehicles', scope: 'view' },
    resource: vehicleListOf(app.manifests),
    summary: 'Consulta paginada de veículos (contrato genérico de listas)',
    tags: ['vehicle'],
  });
};
