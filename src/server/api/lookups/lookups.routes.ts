import type { ApiPlugin } from '../../api-plugin.ts';
import { codeName } from '../common-schemas.ts';
import type { RoutePermission } from '../../security/route-permission.ts';
import '../../fastify-types.ts';

const list = (item: object) => ({ type: 'array', items: item });

/**
 * Reference lists for filter selects. They hold no business data about vehicles, so any signed-in
 * user may read them (`authenticated`): a user allowed only on locations still needs the regions.
 */
export const lookupRoutes: ApiPlugin = async (app) => {
  const permission: RoutePermission = 'authenticated';
  const route = (url: string, summary: string, tags: string[], item: object, load: () => Promise<unknown>) =>
    app.get(url, { schema: { summary, tags, response: { 200: list(item) } }, config: { permission } }, async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return load();
    });

  route(
    '/division/listRegions',
    'Regiões (IBGE) com suas UFs',
    ['lookups'],
    {
      ...codeName,
      required: ['codigo', 'nome', 'ufs'],
      properties: { ...codeName.properties, ufs: { type: 'array', items: { type: 'string' } } },
    },
    async () => {
      const [regions, states] = await Promise.all([
        app.db.selectFrom('regions').select(['codigo', 'nome']).orderBy('nome').execute(),
        app.db.selectFrom('states').select(['uf', 'regiao_codigo']).orderBy('uf').execute(),
      ]);
      return regions.map((r) => ({ ...r, ufs: states.filter((s) => s.regiao_codigo === r.codigo).map((s) => s.uf) }));
    },
  );

  route(
    '/division/listStates',
    'Unidades federativas',
    ['lookups'],
    {
      type: 'object',
      additionalProperties: false,
      required: ['codigo', 'nome', 'regiao'],
      properties: { codigo: { type: 'string' }, nome: { type: 'string' }, regiao: { type: 'string', description: 'Código da região' } },
    },
    async () => {
      const rows = await app.db.selectFrom('states').select(['uf', 'nome', 'regiao_codigo']).orderBy('uf').execute();
      return rows.map((r) => ({ codigo: r.uf, nome: r.nome, regiao: r.regiao_codigo }));
    },
  );

  route('/vehicle/listSalesTypes', 'Tipos de venda', ['lookups'], codeName, () =>
    app.db.selectFrom('sales_types').select(['codigo', 'nome']).orderBy('nome').execute(),
  );

  route(
    '/vehicle/order-status',
    'Status do pedido/veículo, na ordem do fluxo',
    ['lookups'],
    {
      type: 'object',
      additionalProperties: false,
      required: ['codigo', 'nome', 'ordem'],
      properties: { codigo: { type: 'string' }, nome: { type: 'string' }, ordem: { type: 'integer' } },
    },
    () => app.db.selectFrom('order_statuses').select(['codigo', 'nome', 'ordem']).orderBy('ordem').execute(),
  );

  route(
    '/vehicle/listModels',
    'Modelos de veículo',
    ['lookups'],
    {
      ...codeName,
      required: ['codigo', 'nome', 'marca'],
      properties: { ...codeName.properties, marca: { type: 'string' } },
    },
    () => app.db.selectFrom('vehicle_models').select(['codigo', 'nome', 'marca']).orderBy('nome').execute(),
  );

  route(
    '/vehicle/listDealers',
    'Concessionárias',
    ['lookups'],
    {
      type: 'object',
      additionalProperties: false,
      required: ['codigo', 'nome', 'cnpj', 'cidade', 'uf', 'regiao'],
      properties: {
        codigo: { type: 'string' },
        nome: { type: 'string' },
        cnpj: { type: 'string' },
        cidade: { type: 'string' },
        uf: { type: 'string' },
        regiao: { type: 'string' },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('dealers')
        .select(['codigo', 'nome', 'cnpj', 'cidade', 'uf', 'regiao_codigo'])
        .orderBy('nome')
        .orderBy('codigo')
        .execute();
      return rows.map(({ regiao_codigo, ...rest }) => ({ ...rest, regiao: regiao_codigo }));
    },
  );

  route('/transport-delay/listReasons', 'Catálogo de motivos de atraso (justificativas)', ['lookups'], codeName, () =>
    app.db.selectFrom('delay_reasons').select(['codigo', 'nome']).orderBy('ordem').execute(),
  );

  // From the dashboard's daily roll-up (far fewer rows than the messages): every interface that ever sent one.
  route('/integration-messages/listInterfaces', 'Interfaces de integração que já enviaram mensagens', ['lookups'], codeName, async () => {
    const rows = await app.db.selectFrom('integration_event_days').select('interface').distinct().orderBy('interface').execute();
    return rows.map((row) => ({ codigo: row.interface, nome: row.interface }));
  });

  route(
    '/vehicle/listCarriers',
    'Transportadoras',
    ['lookups'],
    {
      ...codeName,
      required: ['codigo', 'nome', 'cnpj'],
      properties: { ...codeName.properties, cnpj: { type: 'string' } },
    },
    () => app.db.selectFrom('carriers').select(['codigo', 'nome', 'cnpj']).orderBy('nome').execute(),
  );
};
