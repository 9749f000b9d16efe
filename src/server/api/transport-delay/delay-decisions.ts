/**
 * The two writes of a delay, each in one transaction: the situation change (guarded by the
 * situation read, so a concurrent decision answers 409), its history entry and the audit row. A
 * justification may cover many delays at once, all or nothing.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database, TransportDelayTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sanitizeRichText } from '../../html/sanitize-html.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudit, recordAudits } from '../admin/audit-log.ts';
import { type MissingWords, rowsOfIds } from '../rows-of-ids.ts';
import { raisePendingDelayAlert } from './delay-alert.ts';
import { type DelayItem, findDelay } from './delay-list.resource.ts';
import { afterDecision, afterJustification, type DelayDecision, type DelayInState, type DelaySituation } from './delay-state.ts';

export const TRANSPORT_DELAY_RESOURCE = 'transport-delay';

export interface Justification {
  motivoCodigo: string;
  comentario: string;
}

export interface Decision {
  resultado: DelayDecision;
  observacao?: string;
}

async function currentSituation(trx: Kysely<Database>, id: number): Promise<string> {
  const row = await trx.selectFrom('transport_delays').select('situacao').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: `Atraso ${id} não encontrado.`, field: 'params.id' });
  return row.situacao;
}

const delayWords: MissingWords = {
  single: (id) => `Atraso ${id} não encontrado.`,
  oneOfMany: 'Atraso não encontrado',
  manyOfMany: 'Atrasos não encontrados',
  detailsKey: 'naoEncontrados',
};

/** The delays of `ids` (in that order) with chassis and situation; 404 naming those that do not exist (`field`: where the ids came from). */
async function delaysOf(db: Kysely<Database>, ids: readonly number[], field: string): Promise<(DelayInState & { id: number })[]> {
  const rows = await db
    .selectFrom('transport_delays')
    .innerJoin('vehicles', 'vehicles.id', 'transport_delays.vehicle_id')
    .select(['transport_delays.id as id', 'vehicles.chassi as chassi', 'transport_delays.situacao as situacao'])
    .where('transport_delays.id', 'in', ids)
    .execute();
  return rowsOfIds(ids, rows, field, delayWords);
}

/** UPDATE ... WHERE situacao = the one read: fewer rows than asked means someone else changed one meanwhile. */
async function moveSituation(
  trx: Kysely<Database>,
  ids: readonly number[],
  from: string,
  to: DelaySituation,
  set: Updateable<TransportDelayTable>,
): Promise<void> {
  const result = await trx
    .updateTable('transport_delays')
    .set({ ...set, situacao: to })
    .where('id', 'in', ids)
    .where('situacao', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== ids.length)
    throw new AppError('CONFLICT', { message: 'O atraso foi alterado por outro usuário. Atualize a lista e tente novamente.' });
}

/**
 * The one path of a justification, of one delay or many: every delay must be PENDENTE or nothing is
 * written. An unknown delay is a 404 whatever the text; the text is sanitised once, before the
 * transaction, so no write waits on the worker thread. Inside it each delay moves (guarded), with
 * its own history event and audit row; `answer` reads the result in the same transaction.
 */
async function justifyAll<Answer>(
  db: Kysely<Database>,
  user: AuthenticatedUser,
  ids: readonly number[],
  input: Justification,
  idsField: string,
  answer: (trx: Kysely<Database>) => Promise<Answer>,
): Promise<Answer> {
  await delaysOf(db, ids, idsField);
  const { html: comentario, blank } = await sanitizeRichText(input.comentario, 'body.comentario');
  if (blank) throw new AppError('UNPROCESSABLE', { message: 'Escreva o comentário da justificativa.', field: 'body.comentario' });
  return db.transaction().execute(async (trx) => {
    const delays = await delaysOf(trx, ids, idsField);
    const to = afterJustification(delays);
    const reason = await trx.selectFrom('delay_reasons').select('codigo').where('codigo', '=', input.motivoCodigo).executeTakeFirst();
    if (!reason) throw new AppError('UNPROCESSABLE', { message: `Motivo de atraso desconhecido: ${input.motivoCodigo}.`, field: 'body.motivoCodigo' });
    const now = new Date();
    const at = now.toISOString();
    await moveSituation(trx, ids, 'PENDENTE', to, { motivo_codigo: reason.codigo, comentario, justificado_por: user.username, justificado_em: at });
    await trx
      .insertInto('transport_delay_events')
      .values(
        ids.map((id) => ({
          delay_id: id,
          ocorrido_em: at,
          usuario: user.username,
          acao: 'JUSTIFICATIVA',
          motivo_codigo: reason.codigo,
          comentario,
          observacao: null,
        })),
      )
      .execute();
    await recordAudits(
      trx,
      user,
      delays.map((delay) => ({
        recurso: TRANSPORT_DELAY_RESOURCE,
        acao: 'justificar',
        registro: String(delay.id),
        detalhes: { de: delay.situacao, para: to, motivoCodigo: reason.codigo },
      })),
      now,
    );
    return answer(trx);
  });
}

export function justifyDelay(db: Kysely<Database>, user: AuthenticatedUser, id: number, input: Justification): Promise<DelayItem> {
  return justifyAll(db, user, [id], input, 'params.id', async (trx) => (await findDelay(trx, id))!);
}

/** Justificar selecionados: the same reason and comment for up to 500 pending delays, all or nothing. */
export function justifyDelays(db: Kysely<Database>, user: AuthenticatedUser, ids: readonly number[], input: Justification): Promise<{ justificados: number }> {
  return justifyAll(db, user, ids, input, 'body.ids', async () => ({ justificados: ids.length }));
}

export async function decideDelay(db: Kysely<Database>, user: AuthenticatedUser, id: number, input: Decision): Promise<DelayItem> {
  const observacao = input.observacao?.trim() || null;
  if (input.resultado === 'REJEITADA' && !observacao) {
    throw new AppError('UNPROCESSABLE', { message: 'Informe a observação da rejeição: ela orienta a nova justificativa.', field: 'body.observacao' });
  }
  return db.transaction().execute(async (trx) => {
    const from = await currentSituation(trx, id);
    const { situacao: to, acao } = afterDecision(from, input.resultado);
    const now = new Date();
    const at = now.toISOString();
    await moveSituation(trx, [id], from, to, { resultado: input.resultado, encerrado_por: user.username, encerrado_em: at });
    const event = await trx
      .insertInto('transport_delay_events')
      .values({ delay_id: id, ocorrido_em: at, usuario: user.username, acao, motivo_codigo: null, comentario: null, observacao })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A rejection sends the delay back to PENDENTE: its alert commits with it (observação is required there).
    if (to === 'PENDENTE') await raisePendingDelayAlert(trx, { delayId: id, eventId: event.id, usuario: user.username, observacao: observacao! });
    const audit = input.resultado === 'ACEITA' ? 'aceitar-justificativa' : 'rejeitar-justificativa';
    await recordAudit(trx, user, { recurso: TRANSPORT_DELAY_RESOURCE, acao: audit, registro: String(id), detalhes: { de: from, para: to, observacao } }, now);
    return (await findDelay(trx, id))!;
  });
}
