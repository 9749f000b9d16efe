/** The editor's working copy of a template: pure operations, unit-tested. */
import type { AnswerType } from './templates-api.ts';

export interface DraftItem {
  key: string;
  grupo: string;
  descricao: string;
  tipoResposta: AnswerType;
  fotoObrigatoria: boolean;
}

// A label for each of the API's answer types: a type the API adds fails the typecheck until it is named here.
const answerTypeLabels: Record<AnswerType, string> = { OK_NOK: 'OK / Não OK', SIM_NAO: 'Sim / Não', TEXTO: 'Texto livre' };

export const answerTypeOptions = (Object.keys(answerTypeLabels) as AnswerType[]).map((value) => ({ value, label: answerTypeLabels[value] }));

/** Moves the item at `from` to `to` (clamped); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** pt-BR problems that keep the draft from being saved (the server checks the same). */
export function draftProblems(nome: string, items: readonly DraftItem[]): string[] {
  const problems: string[] = [];
  if (nome.trim() === '') problems.push('Informe o nome do modelo.');
  if (items.length === 0) problems.push('O modelo precisa de ao menos um item.');
  items.forEach((item, index) => {
    if (item.grupo.trim() === '' || item.descricao.trim() === '') problems.push(`Item ${index + 1}: informe o grupo e a descrição.`);
  });
  return problems;
}
