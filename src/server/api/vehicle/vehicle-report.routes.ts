import type { ApiPlugin } from '../../api-plugin.ts';
import { registerExportRoute } from '../../export/export-route.ts';
import { vehicleList } from './vehicle-list.resource.ts';

/** POST /vehicle/report: every vehicle matching the search filters, as xlsx (streamed), with the page's columns. */
export const vehicleReportRoute: ApiPlugin = async (app) => {
  registerExportRoute(app, {
    url: '/vehicle/report',
    permission: { resource: 'list-vehicles-export', scope: 'view' },
    resource: vehicleList,
    summary: 'Exporta a consulta de veículos (todos os resultados do filtro) em xlsx',
    tags: ['vehicle'],
  });
};
