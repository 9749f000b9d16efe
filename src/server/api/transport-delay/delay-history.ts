import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type DelayHistoryAction, delayHistoryActions } from './delay-state.ts';

const nullableText = { type: ['string', 'null'] } as const;

export const delayHistoryItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'acao', 'ocorridoEm', 'usuario', 'motivoCodigo', 'motivo', 'comentario', 'observacao'],
  properties: {
    id: { type: 'integer' },
    acao: { type: 'string', enum: delayHistoryActions },
    ocorridoEm: { type: 'string', format: 'date-time' },
    usuario: { type: 'string' },
    motivoCodigo: nullableText,
    motivo: { ...nullableText, description: 'Nome do motivo (justificativas)' },
    comentario: { ...nullableText, description: 'Comentário da justificativa, HTML sanitizado' },
    observacao: { ...nullableText, description: 'Observação da decisão (obrigatória na rejeição)' },
  },
} as const;

/** The history of one delay, oldest first (a timeline read top-down). */
export async function delayHistory(db: Kysely<Database>, delayId: number) {
  const rows = await db
    .selectFrom('transport_delay_events')
    .leftJoin('delay_reasons', 'delay_reasons.codigo', 'transport_delay_events.motivo_codigo')
    .select(['transport_delay_events.id as id', 'acao', 'ocorrido_em', 'usuario', 'motivo_codigo', 'delay_reasons.nome as motivo', 'comentario', 'observacao'])
    .where('delay_id', '=', delayId)
    .orderBy('ocorrido_em')
    .orderBy('transport_delay_events.id')
    // The column holds only the actions delay-decisions.ts writes.
    .$narrowType<{ acao: DelayHistoryAction }>()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    acao: row.acao,
    ocorridoEm: row.ocorrido_em,
    usuario: row.usuario,
    motivoCodigo: row.motivo_codigo,
    motivo: row.motivo,
    comentario: row.comentario,
    observacao: row.observacao,
  }));
}
