import type { ApiPlugin } from '../../api-plugin.ts';
import { registerExportRoute } from '../../export/export-route.ts';
import { registerItemRoute, registerListRoute } from '../../list/list-route.ts';
import { claimListOf } from './claim-list.resource.ts';

const permission = { resource: 'list-vehicles-insurance', scope: 'view' } as const;
const tags = ['claims'];

/** Sinistro: the paged list and one claim, under list-vehicles-insurance. */
export const claimsRoutes: ApiPlugin = async (app) => {
  const claimList = claimListOf(app.manifests);
  registerListRoute(app, {
    url: '/claims/list',
    permission,
    resource: claimList,
    summary: 'Consulta paginada de sinistros (contrato genérico de listas)',
    tags,
  });
  // Same permission as the list: whoever may list may already read every row a page at a time.
  registerExportRoute(app, {
    url: '/claims/report',
    permission,
    resource: claimList,
    summary: 'Exporta a consulta de sinistros (todos os resultados do filtro) em xlsx',
    tags,
  });
  registerItemRoute(app, {
    url: '/claims/:claimId',
    param: 'claimId',
    permission,
    resource: claimList,
    summary: 'Detalhes de um sinistro',
    tags,
    notFound: 'Sinistro não encontrado.',
  });
};
