/**
 * The bell's alerts: the caller's page of alerts, unread count, reads and subscriptions. Open to any
 * signed-in user; what each one sees is decided per alert by its resource and the user's
 * subscriptions (alert-store.ts). Alerts are raised by the server where data changes
 * (src/server/alerts/raise-alerts.ts), never here.
 */
import type { ApiPlugin } from '../../api-plugin.ts';
import { requireUser } from '../../security/request-user.ts';
import { errorRef } from '../common-schemas.ts';
import { alertPage, markRead, unreadCount } from './alert-store.ts';
import { saveSubscriptions, subscriptionsOf } from './alert-subscriptions.ts';
import { alertPageQuery, alertPageSchema, readBody, subscriptionsBody, subscriptionsSchema, unreadCountSchema } from './alert.schema.ts';

const tags = ['alerts'];
const permission = 'authenticated';
const readAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['lidos'],
  properties: { lidos: { type: 'integer', minimum: 0, description: 'Alertas marcados como lidos agora (os já lidos não contam)' } },
} as const;

export const alertsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/alerts',
    {
      schema: {
        summary: 'Alertas que o usuário vê (permissões e assinaturas), do mais recente ao mais antigo, com lido/não lido',
        tags,
        querystring: alertPageQuery,
        response: { 200: alertPageSchema, 400: errorRef },
      },
      config: { permission },
    },
    async (request) => {
      const user = requireUser(request);
      return alertPage(app.db, user, await subscriptionsOf(app.db, user), request.query);
    },
  );

  app.get(
    '/alerts/unread-count',
    {
      schema: { summary: 'Quantos alertas o usuário vê e ainda não leu (o número do sino)', tags, response: { 200: unreadCountSchema } },
      config: { permission },
    },
    async (request) => {
      const user = requireUser(request);
      return { total: await unreadCount(app.db, user, await subscriptionsOf(app.db, user)) };
    },
  );

  app.post(
    '/alerts/read',
    {
      schema: {
        summary: 'Marca alertas como lidos pelo usuário (ids que ele não vê são ignorados)',
        tags,
        body: readBody,
        response: { 200: readAnswer, 400: errorRef },
      },
      config: { permission },
    },
    async (request) => {
      const user = requireUser(request);
      return { lidos: await markRead(app.db, user, await subscriptionsOf(app.db, user), request.body.ids) };
    },
  );

  app.post(
    '/alerts/read-all',
    {
      schema: { summary: 'Marca como lidos todos os alertas que o usuário vê', tags, response: { 200: readAnswer } },
      config: { permission },
    },
    async (request) => {
      const user = requireUser(request);
      return { lidos: await markRead(app.db, user, await subscriptionsOf(app.db, user)) };
    },
  );

  app.get(
    '/alerts/subscriptions',
    {
      schema: {
        summary: 'Assinaturas de alertas do usuário: regiões, transportadoras e tipos (listas vazias: todos)',
        tags,
        response: { 200: subscriptionsSchema },
      },
      config: { permission },
    },
    async (request) => subscriptionsOf(app.db, requireUser(request)),
  );

  app.put(
    '/alerts/subscriptions',
    {
      schema: {
        summary: 'Define as assinaturas de alertas do usuário; códigos de região e transportadora conferidos no cadastro',
        tags,
        body: subscriptionsBody,
        // 400: an unknown region or carrier code, naming the field.
        response: { 200: subscriptionsSchema, 400: errorRef },
      },
      config: { permission },
    },
    async (request) => saveSubscriptions(app.db, requireUser(request), request.body),
  );
};
