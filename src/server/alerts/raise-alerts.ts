/**
 * Raising an alert: the server calls this where the data changes (never a client polling a list).
 * Raising is idempotent: `(tipo, chave)` is unique (migration 026) and a second raise of the same
 * occurrence, from this instance or another sharing the database, inserts nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AlertType } from './alert-types.ts';

export interface NewAlert {
  tipo: AlertType;
  /** Unique per occurrence within the type (e.g. the history event's id). */
  chave: string;
  titulo: string;
  texto: string;
  /** SPA path of the alert's record. */
  link: string;
  /** The permission resource a user needs to see the alert. */
  recurso: string;
  regiaoCodigo: string | null;
  /** The carrier's code (carriers.codigo). */
  transportadora: string | null;
}

/** Rows per INSERT: well under SQLite's 32,766 bound parameters at 9 columns a row. */
const ROWS_PER_STATEMENT = 500;

/**
 * Stores `alerts`, skipping those already raised, in one transaction: the caller's, when `db` is
 * one (so an alert commits with the change that raised it), otherwise its own.
 */
export async function raiseAlerts(db: Kysely<Database>, alerts: readonly NewAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  const criadoEm = new Date().toISOString();
  const rows = alerts.map((alert) => ({
    tipo: alert.tipo,
    chave: alert.chave,
    titulo: alert.titulo,
    texto: alert.texto,
    link: alert.link,
    recurso: alert.recurso,
    regiao_codigo: alert.regiaoCodigo,
    transportadora: alert.transportadora,
    criado_em: criadoEm,
  }));
  const write = async (trx: Kysely<Database>) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('alerts')
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .onConflict((conflict) => conflict.columns(['tipo', 'chave']).doNothing())
        .execute();
    }
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}
