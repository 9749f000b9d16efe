/**
 * Checklist templates in the database. A template version already used by a checklist is never
 * changed: saving it writes a new version (which takes over as the active one) so old receipts
 * keep showing the items they were answered against.
 */
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AnswerType } from './answer-types.ts';
import type { TemplateInput } from './checklist-template.schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const usageCount = (eb: ExpressionBuilder<Database, 'checklist_templates'>) =>
  eb
    .selectFrom('checklists')
    .select(sql<number>`count(*)`.as('n'))
    .whereRef('checklists.template_id', '=', 'checklist_templates.id');

export async function listTemplates(db: Db) {
  const rows = await db
    .selectFrom('checklist_templates')
    .select((eb) => [
      'id',
      'nome',
      'versao',
      'ativo',
      'criado_em',
      usageCount(eb).as('checklists'),
      eb
        .selectFrom('checklist_template_items')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('checklist_template_items.template_id', '=', 'checklist_templates.id')
        .as('itens'),
    ])
    .orderBy('nome')
    .orderBy('versao', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    versao: r.versao,
    ativo: r.ativo === 1,
    criadoEm: r.criado_em,
    checklists: Number(r.checklists),
    itens: Number(r.itens),
  }));
}

export async function loadTemplate(db: Db, id: number) {
  const row = await db
    .selectFrom('checklist_templates')
    .select((eb) => ['id', 'nome', 'versao', 'ativo', 'criado_em', usageCount(eb).as('checklists')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: `Modelo de checklist ${id} não encontrado.`, field: 'params.id' });
  // The column holds only codes the template input's enum accepted (answer-types.ts).
  const items = await db
    .selectFrom('checklist_template_items')
    .selectAll()
    .where('template_id', '=', id)
    .orderBy('ordem')
    .$narrowType<{ tipo_resposta: AnswerType }>()
    .execute();
  return {
    id: row.id,
    nome: row.nome,
    versao: row.versao,
    ativo: row.ativo === 1,
    criadoEm: row.criado_em,
    checklists: Number(row.checklists),
    itens: items.map((i) => ({
      id: i.id,
      ordem: i.ordem,
      grupo: i.grupo,
      descricao: i.descricao,
      tipoResposta: i.tipo_resposta,
      fotoObrigatoria: i.foto_obrigatoria === 1,
    })),
  };
}

async function insertItems(trx: Transaction<Database>, templateId: number, input: TemplateInput): Promise<void> {
  await trx
    .insertInto('checklist_template_items')
    .values(
      input.itens.map((item, index) => ({
        template_id: templateId,
        ordem: index + 1,
        grupo: item.grupo.trim(),
        descricao: item.descricao.trim(),
        tipo_resposta: item.tipoResposta,
        foto_obrigatoria: item.fotoObrigatoria ? 1 : 0,
      })),
    )
    .execute();
}

/** Saves `input` over template `id`: in place when unused, else as a new version. Returns the id saved to. */
export async function saveTemplate(db: Kysely<Database>, id: number, input: TemplateInput): Promise<{ id: number; versioned: boolean }> {
  return db.transaction().execute(async (trx) => {
    const current = await loadTemplate(trx, id);
    const newer = await trx
      .selectFrom('checklist_templates')
      .select('versao')
      .where('nome', '=', current.nome)
      .where('versao', '>', current.versao)
      .orderBy('versao', 'desc')
      .executeTakeFirst();
    if (newer) {
      throw new AppError('CONFLICT', {
        message: `Esta é a versão ${current.versao}; edite a versão mais recente (${newer.versao}). Versões anteriores ficam guardadas como histórico.`,
      });
    }
    if (current.checklists === 0) {
      await trx.updateTable('checklist_templates').set({ nome: input.nome.trim() }).where('id', '=', id).execute();
      await trx.deleteFrom('checklist_template_items').where('template_id', '=', id).execute();
      await insertItems(trx, id, input);
      return { id, versioned: false };
    }
    const created = await trx
      .insertInto('checklist_templates')
      .values({ nome: current.nome, versao: current.versao + 1, ativo: current.ativo ? 1 : 0, criado_em: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.nome.trim() !== current.nome) {
      await trx.updateTable('checklist_templates').set({ nome: input.nome.trim() }).where('id', '=', created.id).execute();
    }
    await trx.updateTable('checklist_templates').set({ ativo: 0 }).where('id', '=', id).execute();
    await insertItems(trx, created.id, input);
    return { id: created.id, versioned: true };
  });
}
