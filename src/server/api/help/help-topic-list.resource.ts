import type { FromSchema } from 'json-schema-to-ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineList } from '../../list/define-list.ts';
import { tableScan } from '../../list/filters.ts';

export const helpTopicItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'titulo', 'rota', 'recurso', 'ordem', 'conteudo', 'atualizadoEm', 'atualizadoPor'],
  properties: {
    id: { type: 'string' },
    titulo: { type: 'string', description: 'Nome da tela' },
    rota: { type: 'string', description: 'Rota da tela no app' },
    recurso: { type: 'string', description: 'Recurso de permissão da tela: o tópico aparece para quem o tem' },
    ordem: { type: 'integer' },
    conteudo: { type: 'string', description: 'Texto de ajuda, HTML sanitizado' },
    atualizadoEm: { type: ['string', 'null'], format: 'date-time' },
    atualizadoPor: { type: ['string', 'null'] },
  },
} as const;

export type HelpTopicItem = FromSchema<typeof helpTopicItemSchema>;

const columns = ['id', 'titulo', 'rota', 'recurso', 'ordem', 'conteudo', 'atualizado_em', 'atualizado_por'] as const;

function toItem(row: any): HelpTopicItem {
  return {
    id: row.id,
    titulo: row.titulo,
    rota: row.rota,
    recurso: row.recurso,
    ordem: row.ordem,
    conteudo: row.conteudo,
    atualizadoEm: row.atualizado_em,
    atualizadoPor: row.atualizado_por,
  };
}

/** Words of the search, each of which must appear in the title or the text (case-insensitive). */
function matchesEvery(words: string[]) {
  return (q: any) =>
    words.reduce((out, word) => {
      const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return out.where(sql`(lower(titulo) like ${pattern} escape '\\' or lower(conteudo) like ${pattern} escape '\\')`);
    }, q);
}

const helpScan = tableScan('help_topics', 'algumas dezenas de tópicos');

/** Ajuda: the help topics, searchable, in the order of the menu. */
export const helpTopicList = defineList({
  from: (db) => db.selectFrom('help_topics'),
  select: (q) => q.select([...columns]),
  toItem,
  itemSchema: helpTopicItemSchema,
  fields: {
    titulo: { type: 'text', label: 'Nome da tela', column: 'titulo', default: 'contains', searchable: true, value: { maxLength: 100 } },
    rota: { type: 'text', label: 'Rota da tela', column: 'rota', default: 'eq', searchable: true, value: { maxLength: 200 } },
    recurso: { type: 'text', label: 'Recurso de permissão', column: 'recurso', default: 'in', value: { maxLength: 60 } },
    ordem: { type: 'integer', label: 'Ordem', column: 'ordem', default: 'between', value: { maximum: 10_000 } },
    atualizadoEm: { type: 'datetime', label: 'Atualizado em', column: 'atualizado_em', default: 'between' },
    atualizadoPor: { type: 'text', label: 'Atualizado por', column: 'atualizado_por', default: 'eq', searchable: true, value: { maxLength: 100 } },
  },
  scanCost: helpScan,
  filters: {
    busca: {
      schema: { type: 'string', minLength: 1, maxLength: 100, description: 'Palavras procuradas no título e no texto' },
      apply: (q, value: string) => matchesEvery(value.trim().split(/\s+/).filter(Boolean))(q),
      unindexed: helpScan,
    },
  },
  sorts: { ordem: 'ordem', titulo: 'titulo', atualizadoEm: 'atualizado_em' },
  defaultSort: [{ field: 'ordem', direction: 'asc' }],
  tieBreaker: 'id',
});

export async function findHelpTopic(db: Kysely<Database>, id: string): Promise<HelpTopicItem | undefined> {
  const row = await db
    .selectFrom('help_topics')
    .select([...columns])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toItem(row) : undefined;
}
