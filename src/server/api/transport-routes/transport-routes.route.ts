import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { AppError } from '../../errors.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { requireUser } from '../../security/request-user.ts';
import { auditItemSchema, auditTrail, recordAudit } from '../admin/audit-log.ts';
import { errorResponses } from '../common-schemas.ts';
import { toTransportRouteItem, transportRouteItemSchema, transportRouteList } from './transport-route-list.resource.ts';

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
    diasTarget: { type: 'integer', minimum: 1, maximum: 120, title: 'Target (dias de trânsito)' },
    motivo: { type: 'string', minLength: 3, maxLength: 500, pattern: '\\S', title: 'Motivo da alteração' },
  },
} as const;

const codeName = { type: 'object', additionalProperties: false, required: ['codigo', 'nome'], properties: { codigo: { type: 'string' }, nome: { type: 'string' } } } as const;

/** Rotas e Targets: search, the plants lookup, target editing (manage, audited) and each route's history. */
export async function transportRoutesRoutes(app: FastifyInstance): Promise<void> {
  registerListRoute(app, {
    url: '/transportroute/list',
    permission: { resource: RESOURCE, scope: 'view' },
    resource: transportRouteList,
    summary: 'Rotas de transporte com target de dias de trânsito (contrato genérico de listas)',
    tags: ['transport-route'],
  });

  app.get(
    '/transportroute/listPlants',
    { schema: { summary: 'Fábricas de origem das rotas', tags: ['transport-route'], response: { 200: { type: 'array', items: codeName } } }, config: { permission: 'authenticated' } },
    () => app.db.selectFrom('plants').select(['codigo', 'nome']).orderBy('nome').execute(),
  );

  app.put<{ Params: FromSchema<typeof idParams>; Body: FromSchema<typeof targetBody> }>(
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
      return app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('transport_routes').select(['dias_target']).where('id', '=', id).executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND', { message: `Rota ${id} não encontrada.`, field: 'params.id' });
        const now = new Date();
        await trx
          .updateTable('transport_routes')
          .set({ dias_target: request.body.diasTarget, atualizado_em: now.toISOString(), atualizado_por: user.username })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, user, { recurso: RESOURCE, acao: 'alterar-target', registro: String(id), detalhes: { de: before.dias_target, para: request.body.diasTarget, motivo } }, now);
        const row = await transportRouteList.definition.select(transportRouteList.definition.from(trx).where('transport_routes.id', '=', id)).executeTakeFirstOrThrow();
        return toTransportRouteItem(row);
      });
    },
  );

  app.get<{ Params: FromSchema<typeof idParams> }>(
    '/transportroute/:id/history',
    {
      schema: { summary: 'Histórico de alterações de uma rota', tags: ['transport-route'], params: idParams, response: { 200: { type: 'array', items: auditItemSchema }, ...errorResponses } },
      config: { permission: { resource: RESOURCE, scope: 'view' } },
    },
    async (request) => {
      const exists = await app.db.selectFrom('transport_routes').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!exists) throw new AppError('NOT_FOUND', { message: `Rota ${request.params.id} não encontrada.`, field: 'params.id' });
      return auditTrail(app.db, RESOURCE, String(request.params.id));
    },
  );
}
