/**
 * Template editor API (Checklist de Recebimento): list versions, read one, save one
 * (versioned when already used by checklists).
 */
import type { ApiPlugin } from '../../api-plugin.ts';
import { errorRef } from '../common-schemas.ts';
import { listTemplates, loadTemplate, saveTemplate } from './template-store.ts';
import { templateDetail, templateIdParams, templateInput, templateSummary } from './checklist-template.schema.ts';
import '../../fastify-types.ts';

const view = { resource: 'check-list-receipt-template', scope: 'view' } as const;
const manage = { resource: 'check-list-receipt-template', scope: 'manage' } as const;

export const checklistTemplateRoutes: ApiPlugin = async (app) => {
  app.get(
    '/checklist-templates',
    {
      schema: {
        summary: 'Modelos de checklist de recebimento e suas versões',
        tags: ['checklist'],
        response: { 200: { type: 'array', items: templateSummary } },
      },
      config: { permission: view },
    },
    async () => listTemplates(app.db),
  );

  app.get(
    '/checklist-templates/:id',
    {
      schema: { summary: 'Um modelo de checklist com seus itens em ordem', tags: ['checklist'], params: templateIdParams, response: { 200: templateDetail } },
      config: { permission: view },
    },
    async (request) => loadTemplate(app.db, request.params.id),
  );

  app.put(
    '/checklist-templates/:id',
    {
      schema: {
        summary: 'Salva um modelo de checklist; se já usado por checklists, cria uma nova versão',
        tags: ['checklist'],
        params: templateIdParams,
        body: templateInput,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['versionado', 'modelo'],
            properties: { versionado: { type: 'boolean' }, modelo: templateDetail },
          },
          // Saving a version a newer one replaced (template-store.ts).
          409: errorRef,
        },
      },
      config: { permission: manage },
    },
    async (request) => {
      const saved = await saveTemplate(app.db, request.params.id, request.body);
      return { versionado: saved.versioned, modelo: await loadTemplate(app.db, saved.id) };
    },
  );
};
