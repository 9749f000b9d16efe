import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { AppError } from '../../errors.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { errorResponses } from '../common-schemas.ts';
import { returnList } from './return-list.resource.ts';

const permission = { resource: 'list-vehicles-return', scope: 'view' } as const;
const tags = ['returns'];
const params = {
  type: 'object',
  additionalProperties: false,
  required: ['returnId'],
  properties: { returnId: { type: 'integer', minimum: 1 } },
} as const;

/** Devolução (issue 6 §4): the paged list and one return, under list-vehicles-return. */
export async function returnsRoutes(app: FastifyInstance): Promise<void> {
  registerListRoute(app, { url: '/returns/list', permission, resource: returnList, summary: 'Consulta paginada de devoluções (contrato genérico de listas)', tags });

  app.get<{ Params: FromSchema<typeof params> }>(
    '/returns/:returnId',
    {
      schema: { summary: 'Detalhes de uma devolução', tags, params, response: { 200: returnList.definition.itemSchema, ...errorResponses } },
      config: { permission },
    },
    async (request) => {
      const { from, select, toItem } = returnList.definition;
      const row = await select(from(app.db).where('returns.id', '=', request.params.returnId)).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { message: 'Devolução não encontrada.' });
      return toItem(row);
    },
  );
}
