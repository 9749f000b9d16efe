import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';

export interface AuditEntry {
  /** The permission resource the change belongs to (e.g. transport-routes). */
  recurso: string;
  /** What was done, kebab-case (e.g. alterar-target). */
  acao: string;
  /** Key of the changed record (route id, chassis...). */
  registro: string;
  /** Before/after values, reason... stored as JSON text. */
  detalhes: Record<string, unknown>;
}

const auditRow = (user: AuthenticatedUser, entry: AuditEntry, at: Date) => ({
  ocorrido_em: at.toISOString(),
  usuario: user.username,
  usuario_id: user.id,
  recurso: entry.recurso,
  acao: entry.acao,
  registro: entry.registro,
  detalhes: JSON.stringify(entry.detalhes),
});

/** One audit row (who, when, what), answering its id; call it inside the write's transaction so both commit or neither. */
export async function recordAudit(db: Kysely<Database>, user: AuthenticatedUser, entry: AuditEntry, at = new Date()): Promise<number> {
  const { id } = await db
    .insertInto('audit_log')
    .values(auditRow(user, entry, at))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Many audit rows of one change (e.g. a list of chassis), inserted 500 at a time; same transaction rule. */
export async function recordAudits(db: Kysely<Database>, user: AuthenticatedUser, entries: readonly AuditEntry[], at = new Date()): Promise<void> {
  const rows = entries.map((entry) => auditRow(user, entry, at));
  for (let i = 0; i < rows.length; i += 500) {
    // Other requests are served between batches (SQLite answers synchronously).
    if (i > 0) await setImmediate();
    await db
      .insertInto('audit_log')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export const auditItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'ocorridoEm', 'usuario', 'acao', 'detalhes'],
  properties: {
    id: { type: 'integer' },
    ocorridoEm: { type: 'string', format: 'date-time' },
    usuario: { type: 'string' },
    acao: { type: 'string' },
    detalhes: { type: 'object', additionalProperties: true },
  },
} as const;

/** The audit trail of one record, newest first. */
export async function auditTrail(db: Kysely<Database>, recurso: string, registro: string) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'ocorrido_em', 'usuario', 'acao', 'detalhes'])
    .where('recurso', '=', recurso)
    .where('registro', '=', registro)
    .orderBy('ocorrido_em', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ocorridoEm: r.ocorrido_em,
    usuario: r.usuario,
    acao: r.acao,
    detalhes: JSON.parse(r.detalhes) as Record<string, unknown>,
  }));
}
