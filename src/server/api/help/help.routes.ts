import type { ApiPlugin } from '../../api-plugin.ts';
import { AppError } from '../../errors.ts';
import { sanitizeRichText } from '../../html/sanitize-html.ts';
import { normalizeFilters } from '../../list/list-route.ts';
import { type AuthenticatedUser, requireUser } from '../../security/request-user.ts';
import { recordAudit } from '../admin/audit-log.ts';
import { errorRef, errorResponses } from '../common-schemas.ts';
import { findHelpTopic, helpTopicItemSchema, helpTopicList } from './help-topic-list.resource.ts';

const RESOURCE = 'users-help';
const tags = ['help'];
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 60, description: 'Id do tópico' } },
} as const;
const topicBody = {
  type: 'object',
  additionalProperties: false,
  required: ['conteudo'],
  properties: { conteudo: { type: 'string', minLength: 1, maxLength: 50_000, title: 'Texto de ajuda', description: 'HTML do editor; gravado sanitizado' } },
} as const;

/** The screens (permission resources) whose help the user may read: those he can open. */
function readableResources(user: AuthenticatedUser): string[] {
  return [...new Set(user.permissions.map((entry) => entry.rsname))];
}

function notFound(id: string): AppError {
  return new AppError('NOT_FOUND', { message: `Tópico de ajuda "${id}" não encontrado.`, field: 'params.id' });
}

/**
 * Ajuda: help topics stored on the server, one per screen; a user reads those
 * of the screens he may open (users-help view) and users with users-help manage rewrite them.
 * The text is sanitized on save here and again on display by the SPA.
 */
export const helpRoutes: ApiPlugin = async (app) => {
  app.post(
    '/help/topics/list',
    {
      schema: {
        summary: 'Tópicos de ajuda das telas que o usuário acessa (contrato genérico de listas)',
        tags,
        body: helpTopicList.requestSchema,
        response: { 200: helpTopicList.responseSchema },
      },
      config: { permission: { resource: RESOURCE, scope: 'view' } },
      preValidation: normalizeFilters,
    },
    async (request) => {
      const { body } = request;
      const readable = readableResources(requireUser(request));
      const asked = body.filters?.recurso as string[] | undefined;
      const recurso = asked ? asked.filter((name) => readable.includes(name)) : readable;
      if (recurso.length === 0) return { items: [], page: body.page, pageSize: body.pageSize, total: 0 };
      return helpTopicList.run(app.db, { ...body, filters: { ...body.filters, recurso } });
    },
  );

  app.get(
    '/help/topics/:id',
    {
      schema: { summary: 'Um tópico de ajuda', tags, params: idParams, response: { 200: helpTopicItemSchema, ...errorResponses } },
      config: { permission: { resource: RESOURCE, scope: 'view' } },
    },
    async (request) => {
      const topic = await findHelpTopic(app.db, request.params.id);
      if (!topic || !readableResources(requireUser(request)).includes(topic.recurso)) throw notFound(request.params.id);
      return topic;
    },
  );

  app.put(
    '/help/topics/:id',
    {
      schema: {
        summary: 'Reescreve o texto de um tópico de ajuda (sanitizado; auditado)',
        tags,
        params: idParams,
        body: topicBody,
        response: { 200: helpTopicItemSchema, ...errorResponses, 422: errorRef, 503: errorRef },
      },
      config: { permission: { resource: RESOURCE, scope: 'manage' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      // An unknown topic is a 404 whatever the text; the text is sanitised before the transaction,
      // so no write waits on the worker thread.
      if (!(await findHelpTopic(app.db, id))) throw notFound(id);
      const { html: conteudo, blank } = await sanitizeRichText(request.body.conteudo, 'body.conteudo');
      if (blank) throw new AppError('UNPROCESSABLE', { message: 'Escreva o texto de ajuda do tópico.', field: 'body.conteudo' });
      return app.db.transaction().execute(async (trx) => {
        const before = await findHelpTopic(trx, id);
        if (!before) throw notFound(id);
        const now = new Date();
        await trx.updateTable('help_topics').set({ conteudo, atualizado_em: now.toISOString(), atualizado_por: user.username }).where('id', '=', id).execute();
        await recordAudit(
          trx,
          user,
          {
            recurso: RESOURCE,
            acao: 'editar-topico',
            registro: id,
            detalhes: { titulo: before.titulo, caracteresAntes: before.conteudo.length, caracteresDepois: conteudo.length },
          },
          now,
        );
        return (await findHelpTopic(trx, id))!;
      });
    },
  );
};
