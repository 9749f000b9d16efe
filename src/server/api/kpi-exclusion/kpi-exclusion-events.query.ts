/**
 * The Expurgo history of chassis: every apply and revert, oldest first, each with its own user,
 * time and reason (kpi_exclusion_events, written by kpi-exclusion-write.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { chunks } from './chunks.ts';

/** The audit's action names, also the codes of enums/kpi-exclusion-action.json. */
export const kpiExclusionActions = ['aplicar-expurgo', 'reverter-expurgo'] as const;
export type KpiExclusionAction = (typeof kpiExclusionActions)[number];

export const exclusionEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'chassi', 'acao', 'motivo', 'usuario', 'ocorridoEm'],
  properties: {
    id: { type: 'integer' },
    chassi: { type: 'string' },
    acao: { type: 'string', enum: kpiExclusionActions, description: 'aplicar-expurgo ou reverter-expurgo' },
    motivo: { type: ['string', 'null'], description: 'Motivo informado; null só em reversões anteriores ao registro do motivo' },
    usuario: { type: 'string' },
    ocorridoEm: { type: 'string', format: 'date-time' },
  },
} as const;

export type ExclusionEvent = FromSchema<typeof exclusionEventSchema>;

/** Each chassis's events, oldest first (chassis without events are absent). */
export async function kpiExclusionEvents(db: Kysely<Database>, chassis: readonly string[]): Promise<Map<string, ExclusionEvent[]>> {
  const byChassis = new Map<string, ExclusionEvent[]>();
  for (const chunk of chunks(chassis)) {
    const rows = await db
      .selectFrom('kpi_exclusion_events')
      .select(['id', 'chassi', 'acao', 'motivo', 'usuario', 'ocorrido_em'])
      .where('chassi', 'in', chunk)
      .orderBy('ocorrido_em')
      .orderBy('id')
      .execute();
    for (const { ocorrido_em, acao, ...row } of rows) {
      const event = { ...row, acao: acao as KpiExclusionAction, ocorridoEm: ocorrido_em };
      const history = byChassis.get(row.chassi);
      if (history) history.push(event);
      else byChassis.set(row.chassi, [event]);
    }
  }
  return byChassis;
}

/** The latest apply of a history and the revert that closed it, if any. */
export function latestExclusion(events: readonly ExclusionEvent[]): { applied: ExclusionEvent; reverted: ExclusionEvent | null } | null {
  const index = events.findLastIndex((event) => event.acao === 'aplicar-expurgo');
  if (index < 0) return null;
  return { applied: events[index]!, reverted: events.slice(index + 1).find((event) => event.acao === 'reverter-expurgo') ?? null };
}
