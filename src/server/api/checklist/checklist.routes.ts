import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../common-schemas.ts';
import { loadAttachment, loadChecklist, loadTemplateItems } from './checklist.query.ts';
import { attachmentBody, attachmentSchema, checklistBody, checklistSchema, templateItemSchema, templateItemsBody } from './checklist.schema.ts';

const permission = { resource: 'vehicle-receipt-details', scope: 'view' } as const;

/** POST /checklist/template/item, POST /checklist/template, POST /checklist/attachments. */
export async function checklistRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  typed.post(
    '/checklist/template/item',
    {
      schema: { summary: 'Itens de um modelo de checklist', tags: ['checklist'], body: templateItemsBody, response: { 200: { type: 'array', items: templateItemSchema }, ...errorResponses } },
      config: { permission },
    },
    async (request) => loadTemplateItems(app.db, request.body.checklistTemplateId),
  );

  typed.post(
    '/checklist/template',
    {
      schema: { summary: 'Checklist preenchido com os itens do seu modelo', tags: ['checklist'], body: checklistBody, response: { 200: checklistSchema, ...errorResponses } },
      config: { permission },
    },
    async (request) => loadChecklist(app.db, request.body.checklistId, request.body.checklistTemplateId),
  );

  typed.post(
    '/checklist/attachments',
    {
      schema: { summary: 'Foto anexada a um item do checklist (PNG em base64)', tags: ['checklist'], body: attachmentBody, response: { 200: attachmentSchema, ...errorResponses } },
      config: { permission },
    },
    async (request) => loadAttachment(app.db, request.body),
  );
}
