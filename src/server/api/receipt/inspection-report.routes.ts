import type { ApiPlugin } from '../../api-plugin.ts';
import { timeZoneSchema } from '../../dates/time-zone.ts';
import { errorResponses } from '../common-schemas.ts';
import { loadChecklist } from '../checklist/checklist.query.ts';
import { renderInspectionReport } from './inspection-report.html.ts';

const query = {
  type: 'object',
  additionalProperties: false,
  required: ['checklistTemplateId', 'checklistId'],
  properties: {
    checklistTemplateId: { type: 'integer', minimum: 1 },
    checklistId: { type: 'integer', minimum: 1 },
    loadAttachments: { type: 'boolean', default: false },
    clientTimeZone: { ...timeZoneSchema('datas e horas do relatório'), default: 'America/Sao_Paulo' },
  },
} as const;

/** GET /receipt/InspectionReport?checklistTemplateId&checklistId&loadAttachments(&clientTimeZone) -> text/html. */
export const inspectionReportRoute: ApiPlugin = async (app) => {
  app.get(
    '/receipt/InspectionReport',
    {
      schema: {
        summary: 'Relatório de inspeção do recebimento (HTML, valores escapados)',
        tags: ['receipt'],
        querystring: query,
        response: { 200: { description: 'Documento HTML', content: { 'text/html': { schema: { type: 'string' } } } }, ...errorResponses },
      },
      config: { permission: { resource: 'vehicle-receipt-details', scope: 'view' } },
    },
    async (request, reply) => {
      const { checklistId, checklistTemplateId, loadAttachments, clientTimeZone } = request.query;
      const checklist = await loadChecklist(app.db, checklistId, checklistTemplateId);
      const photos = new Map<number, string[]>();
      if (loadAttachments) {
        const rows = await app.db
          .selectFrom('checklist_attachments')
          .select(['checklist_item_id', 'conteudo_base64'])
          .where('checklist_id', '=', checklistId)
          .orderBy('id')
          .execute();
        for (const row of rows) photos.set(row.checklist_item_id, [...(photos.get(row.checklist_item_id) ?? []), row.conteudo_base64]);
      }
      // No script may run in the report, whatever a note contains.
      reply.header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
      return reply.type('text/html; charset=utf-8').send(renderInspectionReport(checklist, photos, clientTimeZone, app.manifests));
    },
  );
};
