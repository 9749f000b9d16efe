/**
 * Saved views (issue #34): a user names the state of a page (filters, sort, page size, columns, map
 * position), may share it with everyone who may open that page, and may make one view (own or
 * shared) the page's default for themselves. The column choice per page lives beside them
 * (column-preferences.routes.ts). Open to any signed-in user; each route checks the page itself
 * (page-access.ts).
 */
import type { ApiPlugin } from '../../api-plugin.ts';
import { type AuthenticatedUser, requireUser } from '../../security/request-user.ts';
import { errorRef } from '../common-schemas.ts';
import { columnPreferencesRoutes } from './column-preferences.routes.ts';
import { mayOpenPage, openablePage } from './page-access.ts';
import { createViewBody, defaultViewBody, pageQuery, savedViewSchema, updateViewBody, viewIdParams } from './saved-view.schema.ts';
import { createView, deleteView, listViews, setDefaultView, updateView, viewNotFound, visibleView } from './saved-view-store.ts';

const tags = ['saved-views'];
const permission = 'authenticated';

export const savedViewsRoutes: ApiPlugin = async (app) => {
  /** View `id` as the caller sees it; a view of a page they may no longer open is not found either. */
  const viewFor = async (user: AuthenticatedUser, id: number) => {
    const view = await visibleView(app.db, user, id);
    if (!mayOpenPage(app.manifests, user, view.pagina)) throw viewNotFound(id);
    return view;
  };

  app.get(
    '/saved-views',
    {
      schema: {
        summary: 'Visões de uma página que o usuário vê: as suas e as compartilhadas',
        tags,
        querystring: pageQuery,
        // 422: the manifests declare no such page.
        response: { 200: { type: 'array', items: savedViewSchema }, 422: errorRef },
      },
      config: { permission },
    },
    async (request) => {
      const user = requireUser(request);
      openablePage(app.manifests, user, request.query.pagina, 'querystring.pagina');
      return listViews(app.db, user, request.query.pagina);
    },
  );

  app.get(
    '/saved-views/:id',
    {
      schema: { summary: 'Uma visão salva (própria ou compartilhada)', tags, params: viewIdParams, response: { 200: savedViewSchema } },
      config: { permission },
    },
    async (request) => viewFor(requireUser(request), request.params.id),
  );

  app.post(
    '/saved-views',
    {
      schema: {
        summary: 'Salva uma visão da página (auditado)',
        tags,
        body: createViewBody,
        // 409: the caller already has a view of that name on the page; 422: no such page.
        response: { 201: savedViewSchema, 409: errorRef, 422: errorRef },
      },
      config: { permission },
    },
    async (request, reply) => {
      const user = requireUser(request);
      openablePage(app.manifests, user, request.body.pagina, 'body.pagina');
      return reply.status(201).send(await createView(app.db, user, request.body));
    },
  );

  app.put(
    '/saved-views/default',
    {
      schema: {
        summary: 'Define (ou remove, com visaoId null) a visão padrão do usuário numa página (auditado)',
        tags,
        body: defaultViewBody,
        // 404: no view of that id the caller sees on the page; 422: no such page.
        response: { 200: defaultViewBody, 404: errorRef, 422: errorRef },
      },
      config: { permission },
    },
    async (request) => {
      const user = requireUser(request);
      const { pagina, visaoId } = request.body;
      openablePage(app.manifests, user, pagina, 'body.pagina');
      await setDefaultView(app.db, user, pagina, visaoId);
      return { pagina, visaoId };
    },
  );

  app.put(
    '/saved-views/:id',
    {
      schema: {
        summary: 'Renomeia, compartilha ou deixa de compartilhar, ou substitui o estado de uma visão própria (auditado)',
        tags,
        params: viewIdParams,
        body: updateViewBody,
        // 409: the caller already has another view of that name on the page.
        response: { 200: savedViewSchema, 409: errorRef },
      },
      config: { permission },
    },
    async (request) => {
      const user = requireUser(request);
      await viewFor(user, request.params.id);
      return updateView(app.db, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/saved-views/:id',
    {
      schema: {
        summary: 'Exclui uma visão própria; quem a usava como padrão fica sem padrão (auditado)',
        tags,
        params: viewIdParams,
        response: { 204: { type: 'null', description: 'Visão excluída (sem corpo)' } },
      },
      config: { permission },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await viewFor(user, request.params.id);
      await deleteView(app.db, user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(columnPreferencesRoutes);
};
