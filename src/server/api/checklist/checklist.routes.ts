import type { ApiPlugin } from '../../api-plugin.ts';
import { errorResponses } from '../common-schemas.ts';
import { loadAttachment, loadChecklist, loadTemplateItems } from './checklist.query.ts';
import { attachmentBody, attachmentSchema, checklistBody, checklistSchema, templateItemSchema, templateItemsBody } from './checklist.schema.ts';

const permission = { resource: 'vehicle-receipt-details', scope: 'view' } as const;

/** POST /checklist/template/item, POST /checklist/template, POST /checklist/attachments. */
export const checklistRoutes: ApiPlugin = async (app) => {
  app.post(
    '/checklist/template/item',
    {
      schema: {
        summary: 'Itens de um modelo de checklist',
        tags: ['checklist'],
        body: templateItemsBody,
        response: { 200: { type: 'array', items: templateItemSchema }, ...errorResponses },
      },
      config: { permission },
    },
    async (request) => loadTemplateItems(app.db, request.body.checklistTemplateId),
  );

  app.post(
    '/checklist/template',
    {
      schema: {
        summary: 'Checklist preenchido com os itens do seu modelo',
        tags: ['checklist'],
        body: checklistBody,
        response: { 200: checklistSchema, ...errorResponses },
      },
      config: { permission },
    },
    async (request) => loadChecklist(app.db, request.body.checklistId, request.body.checklistTemplateId),
  );

  app.post(
    '/checklist/attachments',
    {
      schema: {
        summary: 'Foto anexada a um item do checklist (PNG em base64)',
        tags: ['checklist'],
        body: attachmentBody,
        response: { 200: attachmentSchema, ...errorResponses },
      },
      config: { permission },
    },
    async (request) => loadAttachment(app.db, request.body),
  );
};
