/**
 * A coded column of the route sheet (plant, state, carrier, transport mode): a cell may hold the
 * code or the label the app shows for it, in any case and with or without accents, so a sheet
 * typed as the screens read ("Rodoviário", "Fábrica Betim") imports as if it held the codes.
 */

/** A code and the label the app shows for it. */
export interface CodeLabel {
  code: string;
  label: string;
}

/** What a cell reads as: the code it names, or the pt-BR message of the row error. */
export type CodeRead = { code: string } | { error: string };

/** Allowed values listed in one message: 1,000 row errors each listing hundreds of carriers would be megabytes. */
export const MAX_LISTED_VALUES = 30;

const listFormat = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

const nonAscii = /\P{ASCII}/u;

/** Text as compared with codes and labels: case and accents ignored ("RODOVIÁRIO", "Rodoviário" and "rodoviario" are one). */
export function foldText(text: string): string {
  // Only text beyond ASCII can carry accents; decomposing it is most of the cost of a cell.
  return (nonAscii.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text).toLowerCase();
}

/** The codes each folded text names. */
function codesByFoldedText(texts: readonly [text: string, code: string][]): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const [text, code] of texts) {
    const key = foldText(text);
    const named = codes.get(key) ?? [];
    if (!named.includes(code)) named.push(code);
    codes.set(key, named);
  }
  return codes;
}

/** The allowed values as an error lists them: "RODOVIARIO (Rodoviário), CABOTAGEM (Cabotagem)". */
export function allowedValues(values: readonly CodeLabel[]): string {
  const listed = values.slice(0, MAX_LISTED_VALUES).map(({ code, label }) => (label === code ? code : `${code} (${label})`));
  const more = values.length - listed.length;
  return more > 0 ? `${listed.join(', ')} e mais ${more}` : listed.join(', ');
}

/**
 * The reader of one coded column: a trimmed cell to its code. A code wins over a label that reads
 * the same; a label shared by several codes names none of them (the error asks for the code).
 * `unknown` says in pt-BR that a text names no value ("Planta \"XXX\" não cadastrada.").
 */
export function codedColumn(values: readonly CodeLabel[], unknown: (text: string) => string): (cell: string) => CodeRead {
  const codes = new Set(values.map(({ code }) => code));
  const byCode = codesByFoldedText(values.map(({ code }) => [code, code]));
  const byLabel = codesByFoldedText(values.map(({ code, label }) => [label, code]));
  const allowed = allowedValues(values);
  const read = (cell: string): CodeRead => {
    if (cell === '') return { error: 'Campo obrigatório.' };
    const upper = cell.toUpperCase();
    if (codes.has(upper)) return { code: upper };
    const folded = foldText(cell);
    const named = byCode.get(folded) ?? byLabel.get(folded) ?? [];
    if (named.length === 1) return { code: named[0]! };
    if (named.length > 1) return { error: `"${cell}" é o nome de ${listFormat.format(named)}; use o código.` };
    return { error: `${unknown(cell)} Valores aceitos (código ou nome): ${allowed}.` };
  };
  // A column repeats a few texts over up to 20,000 rows: folding every cell of 20,000 rows of labels took
  // 280 ms of the event loop (2 busy cores), reading each text once 6 ms.
  const readBefore = new Map<string, CodeRead>();
  return (cell) => {
    let result = readBefore.get(cell);
    if (!result) readBefore.set(cell, (result = read(cell)));
    return result;
  };
}
