/** The editor's working copy of a template: pure operations, unit-tested. */
export interface DraftItem {
  key: string;
  grupo: string;
  descricao: string;
  tipoResposta: string;
  fotoObrigatoria: boolean;
}

export const answerTypeOptions = [
  { value: 'OK_NOK', label: 'OK / Não OK' },
  { value: 'SIM_NAO', label: 'Sim / Não' },
  { value: 'TEXTO', label: 'Texto livre' },
];

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
