/**
 * The receipt's life: 0 Não iniciado -> 1 Em execução -> 2 Recebido / Aceito
 * or 3 Rejeitado. Nothing else: a finished receipt is final, and no step can be skipped.
 * Messages name the statuses by the labels of the receipt-status enum of the manifests the app runs.
 */
import { AppError } from '../../errors.ts';
import type { EnumLabels } from '../../manifests/manifest-folder.ts';

export const RECEIPT_NOT_STARTED = 0;
export const RECEIPT_IN_PROGRESS = 1;
export const RECEIPT_ACCEPTED = 2;
export const RECEIPT_REJECTED = 3;

const allowed: Readonly<Record<number, readonly number[]>> = {
  [RECEIPT_NOT_STARTED]: [RECEIPT_IN_PROGRESS],
  [RECEIPT_IN_PROGRESS]: [RECEIPT_ACCEPTED, RECEIPT_REJECTED],
};

export function canTransition(from: number, to: number): boolean {
  return allowed[from]?.includes(to) ?? false;
}

/** 409 INVALID_TRANSITION naming both states (`labels`: the receipt-status enum's) and the allowed path, in pt-BR. */
export function assertTransition(from: number, to: number, labels: EnumLabels): void {
  if (canTransition(from, to)) return;
  const receiptStatusLabel = labels.label;
  const next = allowed[from];
  const hint =
    next === undefined
      ? 'o recebimento já foi finalizado e não pode mais mudar de status'
      : `a partir de "${receiptStatusLabel(from)}" só é possível ir para ${next.map((s) => `"${receiptStatusLabel(s)}"`).join(' ou ')}`;
  throw new AppError('INVALID_TRANSITION', {
    message: `Mudança de status não permitida: de "${receiptStatusLabel(from)}" para "${receiptStatusLabel(to)}"; ${hint}.`,
    field: 'body.receiptStatus',
    details: { from, to },
  });
}

/** Answers and photos change only while the receipt is being registered. */
export function assertInProgress(status: number, labels: EnumLabels): void {
  if (status === RECEIPT_IN_PROGRESS) return;
  throw new AppError('CONFLICT', {
    message: `O recebimento está "${labels.label(status)}"; respostas e fotos só podem ser alteradas com o recebimento em execução.`,
  });
}
