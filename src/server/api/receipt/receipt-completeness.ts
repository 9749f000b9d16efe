/** What still blocks finishing a receipt: unanswered items, and non-conforming items without the photo the template requires. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const listNames = (names: string[]): string => (names.length <= 3 ? names.join('; ') : `${names.slice(0, 3).join('; ')} e mais ${names.length - 3}`);

/** A pt-BR explanation of what is missing, or undefined when the checklist can be finished. */
export async function missingForFinish(db: Kysely<Database>, checklistId: number): Promise<string | undefined> {
  const items = await db
    .selectFrom('checklist_template_items')
    .innerJoin('checklists', 'checklists.template_id', 'checklist_template_items.template_id')
    .leftJoin('checklist_answers', (join) =>
      join.onRef('checklist_answers.item_id', '=', 'checklist_template_items.id').on('checklist_answers.checklist_id', '=', checklistId),
    )
    .select(['checklist_template_items.id', 'checklist_template_items.descricao', 'checklist_template_items.foto_obrigatoria', 'checklist_answers.resposta'])
    .where('checklists.id', '=', checklistId)
    .orderBy('checklist_template_items.ordem')
    .execute();
  const unanswered = items.filter((item) => item.resposta === null || item.resposta === undefined);
  if (unanswered.length > 0) {
    return `Responda todos os itens antes de finalizar. Sem resposta (${unanswered.length}): ${listNames(unanswered.map((i) => i.descricao))}.`;
  }
  const photographed = new Set(
    (await db.selectFrom('checklist_attachments').select('checklist_item_id').where('checklist_id', '=', checklistId).execute()).map(
      (row) => row.checklist_item_id,
    ),
  );
  const withoutPhoto = items.filter((item) => item.foto_obrigatoria === 1 && item.resposta === 'NOK' && !photographed.has(item.id));
  if (withoutPhoto.length > 0) {
    return `Anexe ao menos uma foto aos itens não conformes que exigem foto: ${listNames(withoutPhoto.map((i) => i.descricao))}.`;
  }
  return undefined;
}
