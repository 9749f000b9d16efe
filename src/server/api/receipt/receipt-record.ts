/** Reading a receipt for the workflow routes, and the state they answer with. */
import type { FromSchema } from 'json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export const receiptStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'vehicleId', 'receiptStatus', 'checklistId', 'checklistTemplateId', 'iniciadoEm', 'finalizadoEm', 'responsavel', 'motivoRejeicao'],
  properties: {
    id: { type: 'integer' },
    vehicleId: { type: 'integer' },
    receiptStatus: { type: 'integer', description: '0 Não iniciado, 1 Em execução, 2 Recebido / Aceito, 3 Rejeitado' },
    checklistId: { type: ['integer', 'null'] },
    checklistTemplateId: { type: ['integer', 'null'] },
    iniciadoEm: { type: ['string', 'null'] },
    finalizadoEm: { type: ['string', 'null'] },
    responsavel: { type: ['string', 'null'] },
    motivoRejeicao: { type: ['string', 'null'] },
  },
} as const;

export type ReceiptState = FromSchema<typeof receiptStateSchema>;

export const receiptIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export async function loadReceipt(db: Kysely<Database>, id: number): Promise<ReceiptState> {
  const row = await db
    .selectFrom('receipts')
    .leftJoin('checklists', 'checklists.id', 'receipts.checklist_id')
    .select([
      'receipts.id',
      'receipts.vehicle_id',
      'receipts.receipt_status',
      'receipts.checklist_id',
      'checklists.template_id',
      'receipts.iniciado_em',
      'receipts.finalizado_em',
      'receipts.responsavel',
      'receipts.motivo_rejeicao',
    ])
    .where('receipts.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: `Recebimento ${id} não encontrado.`, field: 'params.id' });
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    receiptStatus: row.receipt_status,
    checklistId: row.checklist_id,
    checklistTemplateId: row.template_id ?? null,
    iniciadoEm: row.iniciado_em,
    finalizadoEm: row.finalizado_em,
    responsavel: row.responsavel,
    motivoRejeicao: row.motivo_rejeicao,
  };
}

/** The receipt's checklist id; a receipt in progress always has one (created when it starts). */
export function checklistOf(receipt: ReceiptState): number {
  if (receipt.checklistId === null) throw new AppError('CONFLICT', { message: 'O recebimento ainda não tem checklist; inicie o recebimento primeiro.' });
  return receipt.checklistId;
}

export const nowIso = (): string => new Date().toISOString();
