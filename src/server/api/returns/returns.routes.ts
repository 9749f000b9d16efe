import type { ApiPlugin } from '../../api-plugin.ts';
import { registerExportRoute } from '../../export/export-route.ts';
import { registerItemRoute, registerListRoute } from '../../list/list-route.ts';
import { returnListOf } from './return-list.resource.ts';

const permission = { resource: 'list-vehicles-return', scope: 'view' } as const;
const tags = ['returns'];

/** Devolução: the paged list and one return, under list-vehicles-return. */
export const returnsRoutes: ApiPlugin = async (app) => {
  const returnList = returnListOf(app.manifests);
  registerListRoute(app, {
    url: '/returns/list',
    permission,
    resource: returnList,
    summary: 'Consulta paginada de devoluções (contrato genérico de listas)',
    tags,
  });
  // Same permission as the list: whoever may list may already read every row a page at a time.
  registerExportRoute(app, {
    url: '/returns/report',
    permission,
    resource: returnList,
    summary: 'Exporta a consulta de devoluções (todos os resultados do filtro) em xlsx',
    tags,
  });
  registerItemRoute(app, {
    url: '/returns/:returnId',
    param: 'returnId',
    permission,
    resource: returnList,
    summary: 'Detalhes de uma devolução',
    tags,
    notFound: 'Devolução não encontrada.',
  });
};
