import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { AppError } from '../../errors.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { errorResponses } from '../common-schemas.ts';
import { claimList } from './claim-list.resource.ts';

const permission = { resource: 'list-vehicles-insurance', scope: 'view' } as const;
const tags = ['claims'];
const params = {
  type: 'object',
  additionalProperties: false,
  required: ['claimId'],
  properties: { claimId: { type: 'integer', minimum: 1 } },
} as const;

/** Sinistro (issue 6 §4): the paged list and one claim, under list-vehicles-insurance. */
export async function claimsRoutes(app: FastifyInstance): Promise<void> {
  registerListRoute(app, { url: '/claims/list', permission, resource: claimList, summary: 'Consulta paginada de sinistros (contrato genérico de listas)', tags });

  app.get<{ Params: FromSchema<typeof params> }>(
    '/claims/:claimId',
    {
      schema: { summary: 'Detalhes de um sinistro', tags, params, response: { 200: claimList.definition.itemSchema, ...errorResponses } },
      config: { permission },
    },
    async (request) => {
      const { from, select, toItem } = claimList.definition;
      const row = await select(from(app.db).where('claims.id', '=', request.params.claimId)).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { message: 'Sinistro não encontrado.' });
      return toItem(row);
    },
  );
}
