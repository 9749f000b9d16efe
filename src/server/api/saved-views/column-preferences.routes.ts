/** GET/PUT/DELETE /user-preferences/columns/{pagina}: the caller's column choice for a list page, kept on the server. */
import { columnPreferencesSchema } from '../../../shared/api/saved-view.schema.ts';
import type { ApiPlugin } from '../../api-plugin.ts';
import { requireUser } from '../../security/request-user.ts';
import { errorRef } from '../common-schemas.ts';
import { readColumnChoice, writeColumnChoice } from './column-preference-store.ts';
import { openablePage } from './page-access.ts';
import { columnPreferencesAnswer, pageParams } from './saved-view.schema.ts';

const tags = ['saved-views'];
const url = '/user-preferences/columns/:pagina';
// 422: the manifests declare no such page.
const response = { 200: columnPreferencesAnswer, 422: errorRef } as const;

export const columnPreferencesRoutes: ApiPlugin = async (app) => {
  app.get(
    url,
    {
      schema: { summary: 'Colunas escolhidas pelo usuário para uma página de lista', tags, params: pageParams, response },
      config: { permission: 'authenticated' },
    },
    async (request) => {
      const user = requireUser(request);
      const { pagina } = request.params;
      openablePage(app.manifests, user, pagina, 'params.pagina');
      return { pagina, colunas: await readColumnChoice(app.db, user, pagina) };
    },
  );

  app.put(
    url,
    {
      schema: {
        summary: 'Guarda as colunas escolhidas (ordem, ocultas, larguras) para uma página (auditado)',
        tags,
        params: pageParams,
        body: columnPreferencesSchema,
        response,
      },
      config: { permission: 'authenticated' },
    },
    async (request) => {
      const user = requireUser(request);
      const { pagina } = request.params;
      openablePage(app.manifests, user, pagina, 'params.pagina');
      await writeColumnChoice(app.db, user, pagina, request.body);
      return { pagina, colunas: request.body };
    },
  );

  app.delete(
    url,
    {
      schema: {
        summary: 'Volta às colunas do manifesto (Restaurar padrão; auditado)',
        tags,
        params: pageParams,
        response: { 204: { type: 'null', description: 'Escolha esquecida (sem corpo)' }, 422: errorRef },
      },
      config: { permission: 'authenticated' },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { pagina } = request.params;
      openablePage(app.manifests, user, pagina, 'params.pagina');
      await writeColumnChoice(app.db, user, pagina, null);
      return reply.status(204).send(null);
    },
  );
};
