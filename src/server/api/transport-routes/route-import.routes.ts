import multipart from '@fastify/multipart';
import type { ApiPlugin } from '../../api-plugin.ts';
import { AppError } from '../../errors.ts';
import { multipartLimits, readSingleFile } from '../../uploads/single-file-upload.ts';
import { sendXlsx } from '../../spreadsheet/xlsx-stream.ts';
import { requireUser } from '../../security/request-user.ts';
import { runInWorker } from '../../workers/worker-pool.ts';
import { errorRef } from '../common-schemas.ts';
import { importRoutes } from './route-import.ts';
import { MAX_UPLOAD_BYTES, type RawRow, templateWorkbook } from './route-sheet.ts';

/** Time reading a sheet may take: 20,000 rows take about a second. */
const READ_BUDGET_MS = 15_000;
const overBudget = () =>
  new AppError('UNPROCESSABLE', {
    field: 'file',
    message: `A planilha levou mais de ${READ_BUDGET_MS / 1000} s para ser lida e foi recusada; nada foi importado. Divida-a em arquivos menores.`,
  });

const resultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['created', 'updated'],
  properties: { created: { type: 'integer' }, updated: { type: 'integer' } },
} as const;

/** POST /transportroute/import (multipart field `file`) and the template download. */
export const routeImportRoutes: ApiPlugin = async (app) => {
  await app.register(multipart, multipartLimits(MAX_UPLOAD_BYTES));

  app.post(
    '/transportroute/import',
    {
      schema: {
        summary: 'Importa a planilha de rotas (xlsx, até 5 MB, tudo ou nada)',
        description: 'multipart/form-data com o campo `file`. Erros por linha em `details.errors` [{ row, column, message }] (422).',
        tags: ['transport-route'],
        consumes: ['multipart/form-data'],
        response: { 200: resultSchema, 400: errorRef, 413: errorRef, 415: errorRef, 422: errorRef, 503: errorRef },
      },
      config: { permission: { resource: 'upload-routes', scope: 'manage' } },
    },
    async (request) => {
      const { buffer, filename } = await readSingleFile(request, 'file', MAX_UPLOAD_BYTES);
      const rows = JSON.parse(await runInWorker('readRouteSheet', buffer, { budgetMs: READ_BUDGET_MS, overBudget })) as RawRow[];
      const { changedRouteIds, ...counts } = await importRoutes(app.database, rows, requireUser(request), filename || 'planilha.xlsx', app.manifests);
      // New targets move the due dates and risks of those routes' shipments (a new route has none); the
      // answer does not wait for the refresh (its failures are logged).
      if (changedRouteIds.length > 0) {
        void app.riskSweep
          .trigger({ routeIds: changedRouteIds })
          .catch((error: unknown) => request.log.error({ err: error }, 'risco de entrega: atualização após a importação falhou'));
      }
      return counts;
    },
  );

  app.get(
    '/transportroute/template',
    {
      schema: {
        summary: 'Modelo da planilha de rotas (xlsx)',
        tags: ['transport-route'],
        response: {
          200: {
            description: 'Planilha xlsx',
            content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
      config: { permission: { resource: 'upload-routes', scope: 'view' } },
    },
    async (_request, reply) => {
      async function* bytes() {
        yield templateWorkbook();
      }
      return sendXlsx(reply, 'modelo_planilha_rotas.xlsx', bytes());
    },
  );
};
