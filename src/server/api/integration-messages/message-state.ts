/**
 * What a user reads of an integration message: its result (the `sucesso` flag as a code) and, for
 * a rejected one, whether it is still open or was handled:
 *
 *   ACEITA                       (nothing to handle)
 *   REJEITADA, ABERTA --marcar como tratada (motivo)--> REJEITADA, TRATADA
 *
 * Handling is final: a handled message is not reopened.
 */
import { AppError } from '../../errors.ts';

export const messageResults = ['REJEITADA', 'ACEITA'] as const;
export type MessageResult = (typeof messageResults)[number];

export const messageHandlings = ['ABERTA', 'TRATADA'] as const;
export type MessageHandling = (typeof messageHandlings)[number];

/** The `sucesso` value of a result. */
export const successOf = (result: MessageResult): 0 | 1 => (result === 'ACEITA' ? 1 : 0);

/** A message about to be handled, as the checks read it (a message tied to no vehicle has no chassis). */
export interface MessageInState {
  id: number;
  chassi: string | null;
  sucesso: number;
  tratado_em: string | null;
}

export const resultOf = (message: Pick<MessageInState, 'sucesso'>): MessageResult => (message.sucesso ? 'ACEITA' : 'REJEITADA');

export const handlingOf = (message: Pick<MessageInState, 'sucesso' | 'tratado_em'>): MessageHandling | null =>
  message.sucesso ? null : message.tratado_em ? 'TRATADA' : 'ABERTA';

const why = (message: MessageInState) => (message.sucesso ? 'aceita' : 'já tratada');
const named = (message: MessageInState) => `${message.id}${message.chassi ? ` (chassi ${message.chassi})` : ''}`;

/**
 * Only open rejected messages can be handled: otherwise one 409 for all, naming each refused
 * message and why (nothing of a bulk request is written when one fails).
 */
export function checkHandleable(messages: readonly MessageInState[]): void {
  const refused = messages.filter((message) => handlingOf(message) !== 'ABERTA');
  if (refused.length === 0) return;
  const message =
    messages.length === 1
      ? `Somente mensagens rejeitadas em aberto podem ser marcadas como tratadas; esta mensagem está ${why(refused[0]!)}.`
      : `Somente mensagens rejeitadas em aberto podem ser marcadas como tratadas; nada foi gravado. ${refused.length === 1 ? 'Não pode ser tratada a mensagem' : 'Não podem ser tratadas as mensagens'} ${refused.map((m) => `${named(m)}, ${why(m)}`).join('; ')}.`;
  throw new AppError('INVALID_TRANSITION', { message, details: { recusadas: refused.map((m) => m.id) } });
}
