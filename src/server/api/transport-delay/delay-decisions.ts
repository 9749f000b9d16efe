/**
 * The two writes of a delay, each in one transaction: the situation change (guarded by the
 * situation read, so a concurrent decision answers 409), its history entry and the audit row.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database, TransportDelayTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sanitizeRichText } from '../../html/sanitize-html.ts';
import type { AuthenticatedUser } from '../../security/request-user.ts';
import { recordAudit } from '../admin/audit-log.ts';
import { type DelayItem, findDelay } from './delay-list.resource.ts';
import { afterDecision, afterJustification, type DelayDecision, type DelaySituation } from './delay-state.ts';

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

/** UPDATE ... WHERE situacao = the one read: 0 rows means someone else changed it meanwhile. */
async function moveSituation(trx: Kysely<Database>, id: number, from: string, to: DelaySituation, set: Updateable<TransportDelayTable>): Promise<void> {
  const result = await trx
    .updateTable('transport_delays')
    .set({ ...set, situacao: to })
    .where('id', '=', id)
    .where('situacao', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new AppError('CONFLICT', { message: 'O atraso foi alterado por outro usuário. Atualize a lista e tente novamente.' });
}

export async function justifyDelay(db: Kysely<Database>, user: AuthenticatedUser, id: number, input: Justification): Promise<DelayItem> {
  // An unknown delay is a 404 whatever the text; the text is sanitised before the transaction, so no
  // write waits on the worker thread.
  await currentSituation(db, id);
  const { html: comentario, blank } = await sanitizeRichText(input.comentario, 'body.comentario');
  if (blank) throw new AppError('UNPROCESSABLE', { message: 'Escreva o comentário da justificativa.', field: 'body.comentario' });
  return db.transaction().execute(async (trx) => {
    const from = await currentSituation(trx, id);
    const to = afterJustification(from);
    const reason = await trx.selectFrom('delay_reasons').select('codigo').where('codigo', '=', input.motivoCodigo).executeTakeFirst();
    if (!reason) throw new AppError('UNPROCESSABLE', { message: `Motivo de atraso desconhecido: ${input.motivoCodigo}.`, field: 'body.motivoCodigo' });
    const now = new Date();
    const at = now.toISOString();
    await moveSituation(trx, id, from, to, { motivo_codigo: reason.codigo, comentario, justificado_por: user.username, justificado_em: at });
    await trx
      .insertInto('transport_delay_events')
      .values({ delay_id: id, ocorrido_em: at, usuario: user.username, acao: 'JUSTIFICATIVA', motivo_codigo: reason.codigo, comentario, observacao: null })
      .execute();
    await recordAudit(
      trx,
      user,
      { recurso: TRANSPORT_DELAY_RESOURCE, acao: 'justificar', registro: String(id), detalhes: { de: from, para: to, motivoCodigo: reason.codigo } },
      now,
    );
    return (await findDelay(trx, id))!;
  });
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
    await moveSituation(trx, id, from, to, { resultado: input.resultado, encerrado_por: user.username, encerrado_em: at });
    await trx
      .insertInto('transport_delay_events')
      .values({ delay_id: id, ocorrido_em: at, usuario: user.username, acao, motivo_codigo: null, comentario: null, observacao })
      .execute();
    const audit = input.resultado === 'ACEITA' ? 'aceitar-justificativa' : 'rejeitar-justificativa';
    await recordAudit(trx, user, { recurso: TRANSPORT_DELAY_RESOURCE, acao: audit, registro: String(id), detalhes: { de: from, para: to, observacao } }, now);
    return (await findDelay(trx, id))!;
  });
}
