/**
 * "Marcar como tratada": one rejected message or many, with one reason, all or nothing in one
 * transaction: the guarded update (only rows still rejected and open), and one audit row per message.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudits } from '../admin/audit-log.ts';
import { type MissingWords, rowsOfIds } from '../rows-of-ids.ts';
import { findMessage, type MessageItem } from './message-list.resource.ts';
import { checkHandleable, type MessageInState } from './message-state.ts';

export const INTEGRATION_MESSAGES_RESOURCE = 'integration-messages';

const messageWords: MissingWords = {
  single: (id) => `Mensagem de integração ${id} não encontrada.`,
  oneOfMany: 'Mensagem não encontrada',
  manyOfMany: 'Mensagens não encontradas',
  detailsKey: 'naoEncontradas',
};

/** The messages of `ids` (in that order) with chassis and state; 404 naming those that do not exist (`field`: where the ids came from). */
async function messagesOf(db: Kysely<Database>, ids: readonly number[], field: string): Promise<MessageInState[]> {
  const rows = await db
    .selectFrom('integration_events')
    .leftJoin('vehicles', 'vehicles.id', 'integration_events.vehicle_id')
    .select([
      'integration_events.id as id',
      'vehicles.chassi as chassi',
      'integration_events.sucesso as sucesso',
      'integration_events.tratado_em as tratado_em',
    ])
    .where('integration_events.id', 'in', ids)
    .execute();
  return rowsOfIds(ids, rows, field, messageWords);
}

/** The reason as stored: trimmed; a blank one is refused naming the field (the schema's minLength counts spaces). */
function reasonOf(motivo: string): string {
  const reason = motivo.trim();
  if (!reason) throw new AppError('VALIDATION', { field: 'body.motivo', message: 'Informe o motivo do tratamento (body.motivo).' });
  return reason;
}

async function handleAll<Answer>(
  db: Kysely<Database>,
  user: AuthenticatedUser,
  ids: readonly number[],
  motivo: string,
  idsField: string,
  answer: (trx: Kysely<Database>) => Promise<Answer>,
): Promise<Answer> {
  const reason = reasonOf(motivo);
  return db.transaction().execute(async (trx) => {
    const messages = await messagesOf(trx, ids, idsField);
    checkHandleable(messages);
    const now = new Date();
    const result = await trx
      .updateTable('integration_events')
      .set({ tratado_em: now.toISOString(), tratado_por: user.username, tratamento_motivo: reason })
      .where('id', 'in', ids)
      .where('sucesso', '=', 0)
      .where('tratado_em', 'is', null)
      .executeTakeFirst();
    // Read and write in one transaction, yet a concurrent writer on PostgreSQL (read committed) may come first.
    if (Number(result.numUpdatedRows) !== ids.length)
      throw new AppError('CONFLICT', { message: 'A mensagem foi tratada por outro usuário. Atualize a lista e tente novamente.' });
    await recordAudits(
      trx,
      user,
      messages.map((message) => ({
        recurso: INTEGRATION_MESSAGES_RESOURCE,
        acao: 'marcar-tratada',
        registro: String(message.id),
        detalhes: { chassi: message.chassi, motivo: reason },
      })),
      now,
    );
    return answer(trx);
  });
}

export function handleMessage(db: Kysely<Database>, user: AuthenticatedUser, id: number, motivo: string): Promise<MessageItem> {
  return handleAll(db, user, [id], motivo, 'params.id', async (trx) => (await findMessage(trx, id))!);
}

/** Marcar selecionadas como tratadas: the same reason for up to 500 open rejected messages, all or nothing. */
export function handleMessages(db: Kysely<Database>, user: AuthenticatedUser, ids: readonly number[], motivo: string): Promise<{ tratadas: number }> {
  return handleAll(db, user, ids, motivo, 'body.ids', async () => ({ tratadas: ids.length }));
}
