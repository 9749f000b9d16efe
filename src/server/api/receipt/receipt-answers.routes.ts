/**
 * PUT /receipt/{id}/answers: records answers of the receipt's checklist (one row per item,
 * replaced when answered again), all in one transaction. Damage codes follow the AIAG/ECG shape:
 * area (2 digits) + type (2) + severity (1).
 */
import type { ApiInstance } from '../../api-plugin.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { AppError, errorRef } from '../../errors.ts';
import { answerChoices, isValidAnswer } from '../checklist-templates/answer-types.ts';
import { checklistOf, loadReceipt, receiptIdParams } from './receipt-record.ts';
import { assertInProgress } from './receipt-transitions.ts';
import '../../fastify-types.ts';

export const answerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['checklistItemId', 'resposta'],
  properties: {
    checklistItemId: { type: 'integer', minimum: 1 },
    resposta: { type: 'string', minLength: 1, maxLength: 200 },
    codigoAvaria: { type: ['string', 'null'], pattern: '^[0-9]{2}[0-9]{2}[1-6]$', description: 'Área (2 dígitos) + tipo (2) + gravidade (1 a 6)' },
    observacao: { type: ['string', 'null'], maxLength: 1000 },
  },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answers'],
  properties: { answers: { type: 'array', minItems: 1, maxItems: 200, items: answerSchema } },
} as const;

const responseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answers'],
  properties: { answers: { type: 'array', items: answerSchema } },
} as const;

export async function receiptAnswersRoute(app: ApiInstance): Promise<void> {
  app.put(
    '/receipt/:id/answers',
    {
      schema: {
        summary: 'Registra respostas do checklist do recebimento',
        tags: ['receipt'],
        params: receiptIdParams,
        body: bodySchema,
        // 409: the receipt is not in progress (receipt-transitions.ts).
        response: { 200: responseSchema, 409: errorRef },
      },
      config: { permission: { resource: 'vehicle-receipt-details', scope: 'manage' } },
    },
    async (request) => {
      const receipt = await loadReceipt(app.db, request.params.id);
      assertInProgress(receipt.receiptStatus, app.manifests.enumLabels('receipt-status'));
      const checklistId = checklistOf(receipt);
      const items = await app.db
        .selectFrom('checklist_template_items')
        .select(['id', 'tipo_resposta'])
        .where('template_id', '=', receipt.checklistTemplateId ?? -1)
        .execute();
      const typeOf = new Map(items.map((item) => [item.id, item.tipo_resposta]));
      request.body.answers.forEach((answer, index) => {
        const field = `body.answers.${index}`;
        const type = typeOf.get(answer.checklistItemId);
        if (type === undefined)
          throw new AppError('VALIDATION', {
            message: `O item ${answer.checklistItemId} não pertence ao checklist deste recebimento.`,
            field: `${field}.checklistItemId`,
          });
        if (!isValidAnswer(type, answer.resposta)) {
          const choices = answerChoices(type);
          throw new AppError('VALIDATION', {
            message: choices ? `Resposta inválida: use ${choices.join(' ou ')}.` : 'Informe a resposta.',
            field: `${field}.resposta`,
          });
        }
        if (answer.codigoAvaria && answer.resposta !== 'NOK') {
          throw new AppError('VALIDATION', { message: 'Código de avaria só pode ser informado em item não conforme (NOK).', field: `${field}.codigoAvaria` });
        }
      });
      // Answers move the receipt's facts onto the shipments and so the delivery roll-ups (db/delivery-facts.ts).
      await writeTransaction(app.db, async (trx) => {
        for (const answer of request.body.answers) {
          const values = { resposta: answer.resposta, codigo_avaria: answer.codigoAvaria || null, observacao: answer.observacao?.trim() || null };
          const updated = await trx
            .updateTable('checklist_answers')
            .set(values)
            .where('checklist_id', '=', checklistId)
            .where('item_id', '=', answer.checklistItemId)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) {
            await trx
              .insertInto('checklist_answers')
              .values({ ...values, checklist_id: checklistId, item_id: answer.checklistItemId })
              .execute();
          }
        }
        await trx.updateTable('checklists').set({ situacao: 2 }).where('id', '=', checklistId).execute();
      });
      const rows = await app.db
        .selectFrom('checklist_answers')
        .select(['item_id', 'resposta', 'codigo_avaria', 'observacao'])
        .where('checklist_id', '=', checklistId)
        .orderBy('item_id')
        .execute();
      return { answers: rows.map((r) => ({ checklistItemId: r.item_id, resposta: r.resposta, codigoAvaria: r.codigo_avaria, observacao: r.observacao })) };
    },
  );
}
