/**
 * The state machine of a delay justification, decided for VTLog:
 *
 *   PENDENTE --justificar--> JUSTIFICADO --encerrar(ACEITA)--> ENCERRADO
 *       ^                         |
 *       +---encerrar(REJEITADA)---+   (observação obrigatória; a rejeição fica no histórico)
 *
 * Only a pending delay can be justified and only a justified one can be decided. A rejection is
 * not the end of the case: the delay goes back to PENDENTE so the carrier can justify it again
 * with better grounds; it is closed only when a justification is accepted.
 */
import { AppError } from '../../errors.ts';

export const delaySituations = ['PENDENTE', 'JUSTIFICADO', 'ENCERRADO'] as const;
export type DelaySituation = (typeof delaySituations)[number];

export const delayDecisions = ['ACEITA', 'REJEITADA'] as const;
export type DelayDecision = (typeof delayDecisions)[number];

/** What a history entry records (transport_delay_events.acao). */
export const delayHistoryActions = ['JUSTIFICATIVA', 'ACEITE', 'REJEICAO'] as const;
export type DelayHistoryAction = (typeof delayHistoryActions)[number];

const situationLabels: Record<DelaySituation, string> = { PENDENTE: 'Pendente', JUSTIFICADO: 'Justificado', ENCERRADO: 'Encerrado' };

function labelOf(situation: string): string {
  return situationLabels[situation as DelaySituation] ?? situation;
}

/** A delay about to move, named by its vehicle's chassis in messages. */
export interface DelayInState {
  chassi: string;
  situacao: string;
}

/**
 * PENDENTE -> JUSTIFICADO for every delay, or one 409 for all: one delay is named by its situation,
 * several by chassis and situation (nothing of a bulk justification is written when one fails).
 */
export function afterJustification(delays: readonly DelayInState[]): DelaySituation {
  const refused = delays.filter((delay) => delay.situacao !== 'PENDENTE');
  if (refused.length === 0) return 'JUSTIFICADO';
  const message =
    delays.length === 1
      ? `Somente atrasos pendentes podem ser justificados; este atraso está ${labelOf(refused[0]!.situacao)}.`
      : `Somente atrasos pendentes podem ser justificados; nada foi gravado. ${refused.length === 1 ? 'Não está pendente o chassi' : 'Não estão pendentes os chassis'} ${refused.map((delay) => `${delay.chassi} (${labelOf(delay.situacao)})`).join(', ')}.`;
  throw new AppError('INVALID_TRANSITION', { message, details: { naoPendentes: refused.map((delay) => delay.chassi) } });
}

/** JUSTIFICADO -> ENCERRADO (accepted) or PENDENTE (rejected), or 409 naming the current situation. */
export function afterDecision(current: string, decision: DelayDecision): { situacao: DelaySituation; acao: DelayHistoryAction } {
  if (current !== 'JUSTIFICADO') {
    throw new AppError('INVALID_TRANSITION', { message: `Somente atrasos justificados podem ser encerrados; este atraso está ${labelOf(current)}.` });
  }
  return decision === 'ACEITA' ? { situacao: 'ENCERRADO', acao: 'ACEITE' } : { situacao: 'PENDENTE', acao: 'REJEICAO' };
}
