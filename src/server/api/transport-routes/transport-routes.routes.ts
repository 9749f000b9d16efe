import type { Kysely } from 'kysely';
import type { ApiPlugin } from '../../api-plugin.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { requireUser } from '../../security/request-user.ts';
import { recordAudit } from '../admin/audit-log.ts';
import { codeName, errorResponses } from '../common-schemas.ts';
import { routeHistory, routeHistoryItemSchema } from './route-history.ts';
import {
  targetDaysSchema,
  toTransportRouteItem,
  transportRouteDefinition,
  transportRouteItemSchema,
  transportRouteListOf,
} from './transport-route-list.resource.ts';

const RESOURCE = 'transport-routes';

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, description: 'Id da rota' } },
} as const;

const targetBody = {
  type: 'object',
  additionalProperties: false,
  required: ['diasTarget', 'motivo'],
  properties: {
    diasTarget: targetDaysSchema,
    motivo: { type: 'string', minLength: 3, maxLength: 500, pattern: '\\S', title: 'Motivo da alteração' },
  },
} as const;

/** The route with this id as the list shows it; 404 naming the id otherwise. */
async function findRoute(db: Kysely<Database>, id: number) {
  const row = await transportRouteDefinition.select(transportRouteDefinition.from(db).where('transport_routes.id', '=', id)).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: `Rota ${id} não encontrada.`, field: 'params.id' });
  return toTransportRouteItem(row);
}

/** Rotas e Targets: search, the plants lookup, one route, target editing (manage, audited) and each route's history. */
export const transportRoutesRoutes: ApiPlugin = async (app) => {
  registerListRoute(app, {
    url: '/transportroute/list',
    permission: { resource: RESOURCE, scope: 'view' },
    resource: transportRouteListOf(app.manifests),
    summary: 'Rotas de transporte com target de dias de trânsito (contrato genérico de listas)',
    tags: ['transport-route'],
  });

  app.get(
    '/transportroute/listPlants',
    {
      schema: { summary: 'Fábricas de origem das rotas', tags: ['transport-route'], response: { 200: { type: 'array', items: codeName } } },
      config: { permission: 'authenticated' },
    },
    () => app.db.selectFrom('plants').select(['codigo', 'nome']).orderBy('nome').execute(),
  );

  app.get(
    '/transportroute/:id',
    {
      schema: {
        summary: 'Uma rota de transporte com seu target',
        tags: ['transport-route'],
        params: idParams,
        response: { 200: transportRouteItemSchema, ...errorResponses },
      },
      config: { permission: { resource: RESOURCE, scope: 'view' } },
    },
    (request) => findRoute(app.db, request.params.id),
  );

  app.put(
    '/transportroute/:id/target',
    {
      schema: {
        summary: 'Altera o target de dias de trânsito de uma rota (auditado)',
        tags: ['transport-route'],
        params: idParams,
        body: targetBody,
        response: { 200: transportRouteItemSchema, ...errorResponses },
      },
      config: { permission: { resource: RESOURCE, scope: 'manage' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const motivo = request.body.motivo.trim();
      const route = await app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('transport_routes').select(['dias_target']).where('id', '=', id).executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND', { message: `Rota ${id} não encontrada.`, field: 'params.id' });
        const now = new Date();
        await trx
          .updateTable('transport_routes')
          .set({ dias_target: request.body.diasTarget, atualizado_em: now.toISOString(), atualizado_por: user.username })
          .where('id', '=', id)
          .execute();
        await recordAudit(
          trx,
          user,
          { recurso: RESOURCE, acao: 'alterar-target', registro: String(id), detalhes: { de: before.dias_target, para: request.body.diasTarget, motivo } },
          now,
        );
        return findRoute(trx, id);
      });
      // The new target moves the due dates and risks of the route's shipments on their way (forecast/risk-sweep.ts).
      void app.riskSweep
        .trigger({ routeIds: [id] })
        .catch((error: unknown) => request.log.error({ err: error }, 'risco de entrega: atualização após o novo target falhou'));
      return route;
    },
  );

  app.get(
    '/transportroute/:id/history',
    {
      schema: {
        summary: 'Histórico do target de uma rota, do mais recente ao mais antigo',
        tags: ['transport-route'],
        params: idParams,
        response: { 200: { type: 'array', items: routeHistoryItemSchema }, ...errorResponses },
      },
      config: { permission: { resource: RESOURCE, scope: 'view' } },
    },
    async (request) => {
      await findRoute(app.db, request.params.id);
      return routeHistory(app.db, RESOURCE, request.params.id);
    },
  );
};
