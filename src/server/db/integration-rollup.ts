/**
 * Integration messages counted per day, interface, region, outcome and message text
 * (`integration_event_days`, migration 008), so the integration failure dashboard reads a few
 * thousand rows for any period instead of every message (some 230,000 a month at 1,000,000
 * vehicles). Messages are only ever added, never changed, so the roll-up folds in the messages past
 * its mark, on demand: no writer has to maintain it. An absent region or message is stored as ''.
 */
import { type Kysely, sql } from 'kysely';

const ROLLUP = 'integration_event_days';

/** Folds the messages added since the last call into the roll-up; returns the last message id it covers. */
export async function foldIntegrationEvents(db: Kysely<any>): Promise<number> {
  // Inside a transaction already (a migration on PostgreSQL), fold within it.
  if (db.isTransaction) return fold(db);
  return db.transaction().execute(fold);
}

async function fold(trx: Kysely<any>): Promise<number> {
  // Updating the mark first locks it (PostgreSQL): a concurrent fold waits, then finds nothing new.
  const mark = await sql<{ ultimo_id: number }>`UPDATE dashboard_rollup_marks SET ultimo_id = ultimo_id WHERE rollup = ${ROLLUP} RETURNING ultimo_id`.execute(trx);
  const since = Number(mark.rows[0]?.ultimo_id ?? 0);
  const latest = await trx.selectFrom('integration_events').select(sql<number | null>`max(id)`.as('id')).executeTakeFirst();
  const until = Number(latest?.id ?? 0);
  if (until <= since) return since;
  await sql`
    INSERT INTO integration_event_days (dia, interface, regiao_codigo, sucesso, mensagem, mensagens)
    SELECT substr(recebido_em, 1, 10), interface, coalesce(regiao_codigo, ''), sucesso, coalesce(mensagem, ''), count(*)
    FROM integration_events WHERE id > ${since} AND id <= ${until}
    GROUP BY substr(recebido_em, 1, 10), interface, coalesce(regiao_codigo, ''), sucesso, coalesce(mensagem, '')
    ON CONFLICT (dia, interface, regiao_codigo, sucesso, mensagem) DO UPDATE SET mensagens = integration_event_days.mensagens + excluded.mensagens`.execute(trx);
  await trx.updateTable('dashboard_rollup_marks').set({ ultimo_id: until }).where('rollup', '=', ROLLUP).execute();
  return until;
}
