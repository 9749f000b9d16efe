import type { ApiPlugin } from '../../api-plugin.ts';
import { registerExportRoute } from '../../export/export-route.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { requireUser } from '../../security/request-user.ts';
import { bulkIds, errorRef, errorResponses } from '../common-schemas.ts';
import { handleMessage, handleMessages, INTEGRATION_MESSAGES_RESOURCE } from './message-handling.ts';
import { messageItemSchema, messageList } from './message-list.resource.ts';

const tags = ['integration-messages'];
const view = { resource: INTEGRATION_MESSAGES_RESOURCE, scope: 'view' } as const;
const manage = { resource: INTEGRATION_MESSAGES_RESOURCE, scope: 'manage' } as const;

const handleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['motivo'],
  properties: {
    motivo: { type: 'string', minLength: 1, maxLength: 1000, title: 'Motivo', description: 'Por que a rejeição está tratada (o que foi feito)' },
  },
} as const;

const bulkHandleBody = {
  ...handleBody,
  required: ['ids', ...handleBody.required],
  properties: {
    ids: bulkIds('Mensagens', 'Ids das mensagens rejeitadas em aberto, cada uma uma vez'),
    ...handleBody.properties,
  },
} as const;

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, description: 'Id da mensagem' } },
} as const;

const writeErrors = { ...errorResponses, 409: errorRef, 503: errorRef } as const;

/**
 * Mensagens de integração: the list and its export (integration-messages view) and the handling of
 * rejected messages, one or many (integration-messages manage). States: message-state.ts.
 */
export const integrationMessagesRoutes: ApiPlugin = async (app) => {
  registerListRoute(app, {
    url: '/integration-messages/list',
    permission: view,
    resource: messageList,
    summary: 'Mensagens de integração recebidas, uma a uma (contrato genérico de listas)',
    tags,
  });
  // Same permission as the list: whoever may list may already read every row a page at a time.
  registerExportRoute(app, {
    url: '/integration-messages/report',
    permission: view,
    resource: messageList,
    summary: 'Exporta as mensagens de integração (todos os resultados do filtro) em xlsx',
    tags,
  });

  app.post(
    '/integration-messages/:id/handle',
    {
      schema: {
        summary: 'Marca uma mensagem rejeitada em aberto como tratada, com o motivo (auditado)',
        tags,
        params: idParams,
        body: handleBody,
        response: { 200: messageItemSchema, ...writeErrors },
      },
      config: { permission: manage },
    },
    async (request) => handleMessage(app.db, requireUser(request), request.params.id, request.body.motivo),
  );

  app.post(
    '/integration-messages/handle',
    {
      schema: {
        summary:
          'Marca de uma vez até 500 mensagens rejeitadas em aberto como tratadas, com o mesmo motivo: todas ou nenhuma (auditado, um registro por mensagem)',
        tags,
        body: bulkHandleBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['tratadas'],
            properties: { tratadas: { type: 'integer', description: 'Mensagens marcadas como tratadas' } },
          },
          ...writeErrors,
        },
      },
      config: { permission: manage },
    },
    async (request) => handleMessages(app.db, requireUser(request), request.body.ids, request.body.motivo),
  );
};
