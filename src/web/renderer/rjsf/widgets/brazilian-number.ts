/**
 * Numbers as Brazilians type them: "." groups thousands, "," separates decimals ("1.234.567,89",
 * "10.000" = ten thousand, "10,5"), an optional "R$" and surrounding spaces. A value that cannot be
 * read says how to write it instead of being read as something else ("10.000" is never 10).
 */
export type ParsedNumber = { value: number } | { error: string } | undefined;

const brazilian = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const decimalPoint = /^-?\d+\.\d{1,2}$/;

/** The number `text` holds; undefined when blank; an error (pt-BR) saying what is wrong otherwise. */
export function parseBrazilianNumber(text: string, integer = false): ParsedNumber {
  const compact = text.trim().replace(/^R\$/, '').replace(/\s+/g, '');
  if (compact === '') return undefined;
  const match = brazilian.exec(compact);
  if (!match) {
    return { error: decimalPoint.test(compact) ? 'Use vírgula para os decimais (ex.: 10,5)' : 'Número inválido: use o formato 1.234,56' };
  }
  const [, sign, whole, decimals] = match;
  if (integer && decimals !== undefined) return { error: 'Informe um número inteiro (ex.: 1.234)' };
  return { value: Number(`${sign}${whole!.replaceAll('.', '')}${decimals === undefined ? '' : `.${decimals}`}`) };
}

const display = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 10 });

/** `value` written back the way it is typed ("10.000", "1.234,5"). */
export function formatBrazilianNumber(value: number): string {
  return display.format(value);
}
