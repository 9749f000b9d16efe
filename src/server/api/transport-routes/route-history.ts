/**
 * A route's history (the audit trail of its target): each change with who, when, from and to, and
 * why (the edit dialog's reason) or where from (the imported spreadsheet and its row).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { auditTrail } from '../admin/audit-log.ts';

export const routeHistoryActions = ['alterar-target', 'importar-planilha'] as const;

export const routeHistoryItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ocorridoEm', 'usuario', 'acao', 'targetAnterior', 'targetNovo', 'motivo', 'arquivo', 'linha'],
  properties: {
    id: { type: 'integer' },
    ocorridoEm: { type: 'string', format: 'date-time' },
    usuario: { type: 'string' },
    acao: { type: 'string', enum: routeHistoryActions, description: 'alterar-target (diálogo Editar target) ou importar-planilha (Planilha de Rotas)' },
    targetAnterior: { type: ['integer', 'null'], description: 'Target (dias) antes da alteração' },
    targetNovo: { type: ['integer', 'null'], description: 'Target (dias) depois da alteração' },
    motivo: { type: ['string', 'null'], description: 'Motivo informado no diálogo' },
    arquivo: { type: ['string', 'null'], description: 'Planilha importada' },
    linha: { type: ['integer', 'null'], description: 'Linha da planilha' },
  },
} as const;

const integerOrNull = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The route's changes, newest first. An imported change points at the import's own audit row
 * (`importacao`), which holds the file's name; rows written before that carry the name themselves.
 */
export async function routeHistory(db: Kysely<Database>, resource: string, routeId: number) {
  const trail = await auditTrail(db, resource, String(routeId));
  const importIds = [...new Set(trail.flatMap(({ detalhes }) => (Number.isInteger(detalhes.importacao) ? [detalhes.importacao as number] : [])))];
  const imports = importIds.length === 0 ? [] : await db.selectFrom('audit_log').select(['id', 'registro']).where('id', 'in', importIds).execute();
  const fileNames = new Map(imports.map((i) => [i.id, i.registro]));
  return trail.map(({ id, ocorridoEm, usuario, acao, detalhes }) => ({
    id,
    ocorridoEm,
    usuario,
    // A route's trail holds only these actions (its target edit and route-import.ts write them).
    acao: acao as (typeof routeHistoryActions)[number],
    targetAnterior: integerOrNull(detalhes.de),
    targetNovo: integerOrNull(detalhes.para),
    motivo: textOrNull(detalhes.motivo),
    arquivo: fileNames.get(detalhes.importacao as number) ?? textOrNull(detalhes.arquivo),
    linha: integerOrNull(detalhes.linha),
  }));
}
