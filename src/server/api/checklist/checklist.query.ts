import type { Kysely, Selectable } from 'kysely';
import type { ChecklistTemplateItemTable, Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Checklist } from './checklist.schema.ts';

export async function loadTemplateItems(db: Kysely<Database>, templateId: number) {
  const template = await db.selectFrom('checklist_templates').select('id').where('id', '=', templateId).executeTakeFirst();
  if (!template) throw new AppError('NOT_FOUND', { message: 'Modelo de checklist não encontrado.', field: 'body.checklistTemplateId' });
  const rows = await db.selectFrom('checklist_template_items').selectAll().where('template_id', '=', templateId).orderBy('ordem').execute();
  return rows.map((r) => ({ id: r.id, checklistTemplateId: r.template_id, ...toTemplateItemFields(r) }));
}

/** A template item's own fields, as both the template items and the checklist items show them. */
function toTemplateItemFields(row: Selectable<ChecklistTemplateItemTable>) {
  return { ordem: row.ordem, grupo: row.grupo, descricao: row.descricao, tipoResposta: row.tipo_resposta, fotoObrigatoria: row.foto_obrigatoria === 1 };
}

/** The checklist of a receipt with every template item and its answer; 404 unless both ids match. */
export async function loadChecklist(db: Kysely<Database>, checklistId: number, templateId: number): Promise<Checklist> {
  const head = await db
    .selectFrom('checklists')
    .innerJoin('checklist_templates', 'checklist_templates.id', 'checklists.template_id')
    .innerJoin('receipts', 'receipts.id', 'checklists.receipt_id')
    .innerJoin('vehicles', 'vehicles.id', 'checklists.vehicle_id')
    .select([
      'checklists.id',
      'checklists.template_id',
      'checklists.situacao',
      'checklists.receipt_id',
      'checklists.vehicle_id',
      'checklists.criado_em',
      'checklists.finalizado_em',
      'checklist_templates.nome',
      'checklist_templates.versao',
      'receipts.receipt_status',
      'vehicles.chassi',
      'vehicles.modelo',
      'vehicles.concessionaria',
    ])
    .where('checklists.id', '=', checklistId)
    .where('checklists.template_id', '=', templateId)
    .executeTakeFirst();
  if (!head) throw new AppError('NOT_FOUND', { message: 'Checklist não encontrado para este modelo.' });
  const [items, answers, attachments] = await Promise.all([
    db.selectFrom('checklist_template_items').selectAll().where('template_id', '=', templateId).orderBy('ordem').execute(),
    db.selectFrom('checklist_answers').selectAll().where('checklist_id', '=', checklistId).execute(),
    db.selectFrom('checklist_attachments').select(['id', 'checklist_id', 'checklist_item_id']).where('checklist_id', '=', checklistId).orderBy('id').execute(),
  ]);
  return {
    checklistId: head.id,
    checklistTemplateId: head.template_id,
    templateNome: head.nome,
    templateVersao: head.versao,
    situacao: head.situacao,
    receiptId: head.receipt_id,
    receiptStatus: head.receipt_status,
    vehicleId: head.vehicle_id,
    chassi: head.chassi,
    modelo: head.modelo,
    concessionaria: head.concessionaria,
    criadoEm: head.criado_em,
    finalizadoEm: head.finalizado_em,
    itens: items.map((item) => {
      const answer = answers.find((a) => a.item_id === item.id);
      return {
        checklistItemId: item.id,
        ...toTemplateItemFields(item),
        resposta: answer?.resposta ?? null,
        codigoAvaria: answer?.codigo_avaria ?? null,
        observacao: answer?.observacao ?? null,
        anexos: attachments
          .filter((a) => a.checklist_item_id === item.id)
          .map((a) => ({ id: a.id, checklistId: a.checklist_id, checklistItemId: a.checklist_item_id })),
      };
    }),
  };
}

export async function loadAttachment(db: Kysely<Database>, key: { id: number; checklistId: number; checklistItemId: number }) {
  const row = await db
    .selectFrom('checklist_attachments')
    .select(['id', 'checklist_id', 'checklist_item_id', 'tipo', 'conteudo_base64'])
    .where('id', '=', key.id)
    .where('checklist_id', '=', key.checklistId)
    .where('checklist_item_id', '=', key.checklistItemId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Anexo não encontrado.' });
  return { id: row.id, checklistId: row.checklist_id, checklistItemId: row.checklist_item_id, tipo: 'image/png' as const, base64: row.conteudo_base64 };
}
