/**
 * Photos of checklist items while a receipt is in progress: POST adds one (checked by content:
 * PNG, at most 2 MB), DELETE removes one. Reading them is the API's POST /checklist/attachments.
 */
import type { ApiInstance } from '../../api-plugin.ts';
import { AppError, errorRef } from '../../errors.ts';
import { attachmentRefSchema } from '../checklist/checklist.schema.ts';
import { checklistOf, loadReceipt, nowIso, receiptIdParams } from './receipt-record.ts';
import { assertInProgress } from './receipt-transitions.ts';
import { inspectPngBase64, normalisedBase64 } from './png-image.ts';
import '../../fastify-types.ts';

export const MAX_PHOTOS_PER_ITEM = 10;

export async function receiptAttachmentsRoutes(app: ApiInstance): Promise<void> {
  const permission = { resource: 'vehicle-receipt-details', scope: 'manage' } as const;

  app.post(
    '/receipt/:id/attachments',
    {
      // Room for a 2 MB photo in base64 plus JSON; the content check below gives the precise message.
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        summary: 'Anexa uma foto (PNG em base64, até 2 MB) a um item do checklist',
        tags: ['receipt'],
        params: receiptIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['checklistItemId', 'imagemBase64'],
          properties: { checklistItemId: { type: 'integer', minimum: 1 }, imagemBase64: { type: 'string', minLength: 8 } },
        },
        // 409: not in progress or the item's photos are full; 422: a PNG of impossible dimensions (png-image.ts).
        response: { 201: attachmentRefSchema, 409: errorRef, 422: errorRef },
      },
      config: { permission },
    },
    async (request, reply) => {
      const receipt = await loadReceipt(app.db, request.params.id);
      assertInProgress(receipt.receiptStatus, app.manifests.enumLabels('receipt-status'));
      const checklistId = checklistOf(receipt);
      const { checklistItemId, imagemBase64 } = request.body;
      const item = await app.db
        .selectFrom('checklist_template_items')
        .select('id')
        .where('id', '=', checklistItemId)
        .where('template_id', '=', receipt.checklistTemplateId ?? -1)
        .executeTakeFirst();
      if (!item)
        throw new AppError('VALIDATION', { message: `O item ${checklistItemId} não pertence ao checklist deste recebimento.`, field: 'body.checklistItemId' });
      inspectPngBase64(imagemBase64);
      const existing = await app.db
        .selectFrom('checklist_attachments')
        .select('id')
        .where('checklist_id', '=', checklistId)
        .where('checklist_item_id', '=', checklistItemId)
        .execute();
      if (existing.length >= MAX_PHOTOS_PER_ITEM) throw new AppError('CONFLICT', { message: `Cada item aceita no máximo ${MAX_PHOTOS_PER_ITEM} fotos.` });
      const row = await app.db
        .insertInto('checklist_attachments')
        .values({
          checklist_id: checklistId,
          checklist_item_id: checklistItemId,
          tipo: 'image/png',
          conteudo_base64: normalisedBase64(imagemBase64),
          criado_em: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ id: row.id, checklistId, checklistItemId });
    },
  );

  app.delete(
    '/receipt/:id/attachments/:attachmentId',
    {
      schema: {
        summary: 'Remove uma foto do checklist do recebimento',
        tags: ['receipt'],
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'attachmentId'],
          properties: { id: { type: 'integer', minimum: 1 }, attachmentId: { type: 'integer', minimum: 1 } },
        },
        // 409: the receipt is not in progress.
        response: { 204: { type: 'null', description: 'Foto removida (sem corpo)' }, 409: errorRef },
      },
      config: { permission },
    },
    async (request, reply) => {
      const receipt = await loadReceipt(app.db, request.params.id);
      assertInProgress(receipt.receiptStatus, app.manifests.enumLabels('receipt-status'));
      const result = await app.db
        .deleteFrom('checklist_attachments')
        .where('id', '=', request.params.attachmentId)
        .where('checklist_id', '=', checklistOf(receipt))
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0)
        throw new AppError('NOT_FOUND', { message: 'Foto não encontrada neste recebimento.', field: 'params.attachmentId' });
      return reply.status(204).send(null);
    },
  );
}
