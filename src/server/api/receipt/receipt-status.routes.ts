/**
 * POST /receipt/{id}/status: the only way a receipt changes status. Starting (0 -> 1) opens a
 * checklist of the active template; finishing (1 -> 2 | 3) requires every item answered and the
 * photos the template demands. Each change is one transaction, guarded by the status it expects so
 * two clicks at once cannot both win. A status change moves the receipt's facts onto the shipments and
 * so the delivery roll-ups: retried on a deadlock (db/write-transaction.ts).
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { ApiInstance } from '../../api-plugin.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { AppError, errorRef } from '../../errors.ts';
import type { EnumLabels } from '../../manifests/manifest-folder.ts';
import { requireUser } from '../../security/request-user.ts';
import { checklistOf, loadReceipt, nowIso, receiptIdParams, receiptStateSchema, type ReceiptState } from './receipt-record.ts';
import { assertTransition, RECEIPT_IN_PROGRESS, RECEIPT_NOT_STARTED, RECEIPT_REJECTED } from './receipt-transitions.ts';
import { missingForFinish } from './receipt-completeness.ts';
import '../../fastify-types.ts';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['receiptStatus'],
  properties: {
    receiptStatus: { type: 'integer', minimum: 0, maximum: 3, description: '1 inicia; 2 aceita; 3 rejeita (exige motivo)' },
    motivo: { type: 'string', maxLength: 500, description: 'Motivo da rejeição' },
  },
} as const;

/** Updates the receipt only if it still has `expected` status; otherwise reports the real transition. */
async function guardedUpdate(
  trx: Transaction<Database>,
  receipt: ReceiptState,
  expected: number,
  to: number,
  values: Updateable<Database['receipts']>,
  labels: EnumLabels,
) {
  const result = await trx
    .updateTable('receipts')
    .set({ ...values, receipt_status: to })
    .where('id', '=', receipt.id)
    .where('receipt_status', '=', expected)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const current = await trx.selectFrom('receipts').select('receipt_status').where('id', '=', receipt.id).executeTakeFirstOrThrow();
    assertTransition(current.receipt_status, to, labels);
  }
  await trx.updateTable('vehicles').set({ receipt_status: to }).where('id', '=', receipt.vehicleId).execute();
}

async function start(db: Kysely<Database>, receipt: ReceiptState, responsible: string, labels: EnumLabels): Promise<void> {
  const template = await db.selectFrom('checklist_templates').select('id').where('ativo', '=', 1).orderBy('versao', 'desc').executeTakeFirst();
  if (!template) throw new AppError('CONFLICT', { message: 'Não há modelo de checklist ativo; cadastre um em Configuração > Checklist de Recebimento.' });
  const now = nowIso();
  await writeTransaction(db, async (trx) => {
    await guardedUpdate(trx, receipt, RECEIPT_NOT_STARTED, RECEIPT_IN_PROGRESS, { iniciado_em: now, responsavel: responsible, registrado_no_app: 1 }, labels);
    const checklist = await trx
      .insertInto('checklists')
      .values({ template_id: template.id, receipt_id: receipt.id, vehicle_id: receipt.vehicleId, situacao: 1, criado_em: now, finalizado_em: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('receipts').set({ checklist_id: checklist.id }).where('id', '=', receipt.id).execute();
    const dealer = await trx.selectFrom('receipts').select('dealer_id').where('id', '=', receipt.id).executeTakeFirstOrThrow();
    await trx
      .insertInto('app_usage_events')
      .values({ receipt_id: receipt.id, dealer_id: dealer.dealer_id, evento: 'RECEBIMENTO_INICIADO', ocorrido_em: now })
      .execute();
  });
}

async function finish(db: Kysely<Database>, receipt: ReceiptState, to: number, reason: string | undefined, labels: EnumLabels): Promise<void> {
  const checklistId = checklistOf(receipt);
  const missing = await missingForFinish(db, checklistId);
  if (missing) throw new AppError('CONFLICT', { message: missing });
  const now = nowIso();
  await writeTransaction(db, async (trx) => {
    await guardedUpdate(
      trx,
      receipt,
      RECEIPT_IN_PROGRESS,
      to,
      { finalizado_em: now, motivo_rejeicao: to === RECEIPT_REJECTED ? (reason ?? null) : null },
      labels,
    );
    await trx.updateTable('checklists').set({ situacao: 3, finalizado_em: now }).where('id', '=', checklistId).execute();
    const dealer = await trx.selectFrom('receipts').select('dealer_id').where('id', '=', receipt.id).executeTakeFirstOrThrow();
    await trx
      .insertInto('app_usage_events')
      .values({ receipt_id: receipt.id, dealer_id: dealer.dealer_id, evento: 'RECEBIMENTO_FINALIZADO', ocorrido_em: now })
      .execute();
  });
}

export async function receiptStatusRoute(app: ApiInstance): Promise<void> {
  const labels = app.manifests.enumLabels('receipt-status');
  app.post(
    '/receipt/:id/status',
    {
      schema: {
        summary: 'Muda o status do recebimento (0 -> 1 -> 2 | 3)',
        tags: ['receipt'],
        params: receiptIdParams,
        body: bodySchema,
        // 409: a transition the receipt's status does not allow, or a checklist not complete.
        response: { 200: receiptStateSchema, 409: errorRef },
      },
      config: { permission: { resource: 'vehicle-receipt-details', scope: 'manage' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { receiptStatus: to } = request.body;
      const reason = request.body.motivo?.trim();
      const receipt = await loadReceipt(app.db, request.params.id);
      assertTransition(receipt.receiptStatus, to, labels);
      if (to === RECEIPT_REJECTED && !reason) {
        throw new AppError('VALIDATION', { message: 'Informe o motivo da rejeição.', field: 'body.motivo' });
      }
      if (to === RECEIPT_IN_PROGRESS) {
        await start(app.db, receipt, `${user.firstName} ${user.lastName}`.trim() || user.username, labels);
      } else {
        await finish(app.db, receipt, to, reason, labels);
      }
      return loadReceipt(app.db, receipt.id);
    },
  );
}
