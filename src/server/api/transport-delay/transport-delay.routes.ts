import type { ApiPlugin } from '../../api-plugin.ts';
import { AppError } from '../../errors.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { sourceAccess } from '../../list/source-access.ts';
import { requireUser } from '../../security/request-user.ts';
import { bulkIds, errorRef, errorResponses } from '../common-schemas.ts';
import { decideDelay, justifyDelay, justifyDelays, TRANSPORT_DELAY_RESOURCE } from './delay-decisions.ts';
import { delayHistory, delayHistoryItemSchema } from './delay-history.ts';
import { delayItemSchema, delayListOf, findDelay } from './delay-list.resource.ts';
import { delayDecisions } from './delay-state.ts';

const tags = ['transport-delay'];
const view = { resource: TRANSPORT_DELAY_RESOURCE, scope: 'view' } as const;
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, description: 'Id do atraso' } },
} as const;

const justifyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['motivoCodigo', 'comentario'],
  properties: {
    motivoCodigo: { type: 'string', minLength: 1, maxLength: 40, title: 'Motivo', description: 'Código do catálogo GET /transport-delay/listReasons' },
    comentario: { type: 'string', minLength: 1, maxLength: 20_000, title: 'Comentário', description: 'HTML do editor; gravado sanitizado' },
  },
} as const;

const closeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['resultado'],
  properties: {
    resultado: { type: 'string', enum: delayDecisions, title: 'Decisão', description: 'ACEITA encerra o atraso; REJEITADA o devolve a PENDENTE' },
    observacao: { type: 'string', maxLength: 1000, title: 'Observação', description: 'Obrigatória na rejeição' },
  },
} as const;

const bulkJustifyBody = {
  ...justifyBody,
  required: ['ids', ...justifyBody.required],
  properties: {
    ids: bulkIds('Atrasos', 'Ids dos atrasos pendentes a justificar, cada um uma vez'),
    ...justifyBody.properties,
  },
} as const;

const countSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['total'],
  properties: { total: { type: 'integer', minimum: 0 } },
} as const;

/** The filter of the pending count: the list's own, so the badge equals the list filtered by Situação = Pendente. */
const pendingFilters = { situacao: ['PENDENTE'] };

const writeResponses = { 200: delayItemSchema, ...errorResponses, 409: errorRef, 422: errorRef, 503: errorRef } as const;

/**
 * Justificativas de atraso: the list and one delay (transport-delay view), its
 * history, the justification (transport-delay-justify manage) and the decision that accepts or
 * rejects it (transport-delay-closure manage). States: delay-state.ts.
 */
export const transportDelayRoutes: ApiPlugin = async (app) => {
  const delays = delayListOf(app.manifests);
  registerListRoute(app, {
    url: '/transport-delay/list',
    permission: view,
    resource: delays,
    summary: 'Embarques atrasados contra o target da rota (contrato genérico de listas)',
    tags,
  });

  const listAccess = sourceAccess({ method: 'POST', path: '/transport-delay/list' }, app.manifests.pages);
  app.get(
    '/transport-delay/pending-count',
    {
      schema: {
        summary: 'Quantos atrasos aguardam justificativa (situação PENDENTE), como a lista os conta (o número do menu)',
        tags,
        response: { 200: countSchema, ...errorResponses },
      },
      config: { permission: view },
    },
    async (request) => {
      listAccess.forUser(request.user?.permissions ?? []).check({ filters: pendingFilters });
      const counted = await delays.countQuery(app.db, pendingFilters).executeTakeFirstOrThrow();
      return { total: Number(counted.total) };
    },
  );

  app.get(
    '/transport-delay/:id',
    {
      schema: { summary: 'Um atraso de embarque', tags, params: idParams, response: { 200: delayItemSchema, ...errorResponses } },
      config: { permission: view },
    },
    async (request) => {
      const delay = await findDelay(app.db, request.params.id);
      if (!delay) throw new AppError('NOT_FOUND', { message: `Atraso ${request.params.id} não encontrado.`, field: 'params.id' });
      return delay;
    },
  );

  app.get(
    '/transport-delay/:id/history',
    {
      schema: {
        summary: 'Histórico do atraso: justificativas, aceites e rejeições, do mais antigo ao mais recente',
        tags,
        params: idParams,
        response: { 200: { type: 'array', items: delayHistoryItemSchema }, ...errorResponses },
      },
      config: { permission: view },
    },
    async (request) => {
      const exists = await app.db.selectFrom('transport_delays').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!exists) throw new AppError('NOT_FOUND', { message: `Atraso ${request.params.id} não encontrado.`, field: 'params.id' });
      return delayHistory(app.db, request.params.id);
    },
  );

  app.post(
    '/transport-delay/:id/justify',
    {
      schema: {
        summary: 'Justifica um atraso pendente: motivo do catálogo e comentário (auditado)',
        tags,
        params: idParams,
        body: justifyBody,
        response: writeResponses,
      },
      config: { permission: { resource: 'transport-delay-justify', scope: 'manage' } },
    },
    async (request) => justifyDelay(app.db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/transport-delay/justify',
    {
      schema: {
        summary: 'Justifica de uma vez até 500 atrasos pendentes com o mesmo motivo e comentário: todos ou nenhum (auditado, um registro por atraso)',
        tags,
        body: bulkJustifyBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['justificados'],
            properties: { justificados: { type: 'integer', description: 'Atrasos justificados' } },
          },
          ...errorResponses,
          409: errorRef,
          422: errorRef,
          503: errorRef,
        },
      },
      config: { permission: { resource: 'transport-delay-justify', scope: 'manage' } },
    },
    async (request) => justifyDelays(app.db, requireUser(request), request.body.ids, request.body),
  );

  app.post(
    '/transport-delay/:id/close',
    {
      schema: {
        summary: 'Aceita (encerra) ou rejeita (volta a pendente) a justificativa de um atraso (auditado)',
        tags,
        params: idParams,
        body: closeBody,
        response: writeResponses,
      },
      config: { permission: { resource: 'transport-delay-closure', scope: 'manage' } },
    },
    async (request) => decideDelay(app.db, requireUser(request), request.params.id, request.body),
  );
};
