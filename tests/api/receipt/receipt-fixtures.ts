import { solidPng } from '../../../src/server/db/seed/png.ts';
import type { TestApp } from '../support/test-app.ts';

export const pngBase64 = (size = 16): string => solidPng(size, [200, 40, 40]).toString('base64');

/** The n-th receipt (newest first) reset to "Não iniciado", its vehicle too: each test takes its own n. */
export async function notStartedReceipt(t: TestApp, n: number): Promise<{ id: number; vehicleId: number }> {
  const db = t.database.db;
  const receipt = await db.selectFrom('receipts').select(['id', 'vehicle_id']).orderBy('id', 'desc').offset(n).limit(1).executeTakeFirstOrThrow();
  await db
    .updateTable('receipts')
    .set({ receipt_status: 0, checklist_id: null, iniciado_em: null, finalizado_em: null, responsavel: null, motivo_rejeicao: null })
    .where('id', '=', receipt.id)
    .execute();
  await db.updateTable('vehicles').set({ receipt_status: 0 }).where('id', '=', receipt.vehicle_id).execute();
  return { id: receipt.id, vehicleId: receipt.vehicle_id };
}

export interface TemplateItemRow {
  id: number;
  descricao: string;
  tipo_resposta: string;
  foto_obrigatoria: number;
}

export async function itemsOfTemplate(t: TestApp, templateId: number): Promise<TemplateItemRow[]> {
  return t.database.db
    .selectFrom('checklist_template_items')
    .select(['id', 'descricao', 'tipo_resposta', 'foto_obrigatoria'])
    .where('template_id', '=', templateId)
    .orderBy('ordem')
    .execute();
}

export const setStatus = (t: TestApp, id: number, receiptStatus: number, motivo?: string) =>
  t.as('admin', { method: 'POST', url: `/api/receipt/${id}/status`, payload: { receiptStatus, ...(motivo !== undefined && { motivo }) } });

export const answer = (t: TestApp, id: number, answers: object[]) => t.as('admin', { method: 'PUT', url: `/api/receipt/${id}/answers`, payload: { answers } });

export const attach = (t: TestApp, id: number, checklistItemId: number, imagemBase64: string) =>
  t.as('admin', { method: 'POST', url: `/api/receipt/${id}/attachments`, payload: { checklistItemId, imagemBase64 } });
