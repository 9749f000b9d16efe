/** Brazilian and vehicle identifiers with their check digits (docs/architecture.md, "Domain terms"). */

const vinValues: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
export const vinAlphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** The mod-11 VIN check digit (9th character); Brazil does not require it, but we generate valid ones. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i]!;
    const value = /\d/.test(ch) ? Number(ch) : (vinValues[ch] ?? 0);
    sum += value * vinWeights[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Model-year letter of the VIN's 10th position (2001 = 1 ... 2009 = 9, 2010 = A ... 2030 = Y). */
export function vinYearCode(year: number): string {
  const codes = 'ABCDEFGHJKLMNPRSTVWXY';
  return year >= 2010 ? codes[(year - 2010) % 30]! : String(year - 2000);
}

export function buildVin(wmi: string, vds: string, year: number, plant: string, serial: number): string {
  const draft = `${wmi}${vds}0${vinYearCode(year)}${plant}${String(serial).padStart(6, '0')}`;
  if (draft.length !== 17) throw new Error(`VIN com tamanho inválido: ${draft}`);
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** CNPJ check digits; letters count as their ASCII code minus 48 (alphanumeric CNPJ, 2026). */
export function cnpjCheckDigits(base12: string): string {
  const values = [...base12].map((ch) => ch.charCodeAt(0) - 48);
  const digit = (weights: number[], numbers: number[]) => {
    const sum = numbers.reduce((acc, n, i) => acc + n * weights[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], values);
  const second = digit([6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [...values, first]);
  return `${first}${second}`;
}

export function buildCnpj(root8: string, branch = '0001'): string {
  const base = `${root8}${branch}`;
  return `${base}${cnpjCheckDigits(base)}`;
}

export function isValidCnpj(cnpj: string): boolean {
  return /^[0-9A-Z]{12}\d{2}$/.test(cnpj) && cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** NF-e access key check digit: mod 11 with weights 2..9 from the right. */
export function nfeCheckDigit(key43: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = key43.length - 1; i >= 0; i--) {
    sum += (key43.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

export interface NfeKeyParts {
  ufCode: string;
  yearMonth: string;
  cnpj: string;
  series: number;
  number: number;
  numericCode: string;
}

export function buildNfeKey(parts: NfeKeyParts): string {
  const key43 = `${parts.ufCode}${parts.yearMonth}${parts.cnpj}55${String(parts.series).padStart(3, '0')}${String(parts.number).padStart(9, '0')}1${parts.numericCode}`;
  if (key43.length !== 43) throw new Error(`Chave NF-e com tamanho inválido: ${key43}`);
  return `${key43}${nfeCheckDigit(key43)}`;
}

export function isValidNfeKey(key: string): boolean {
  return /^\d{44}$/.test(key) && nfeCheckDigit(key.slice(0, 43)) === key[43];
}

/** The text backwards (identifiers are ASCII: one UTF-16 unit per character). */
export function reverse(text: string): string {
  let out = '';
  for (let i = text.length - 1; i >= 0; i--) out += text[i];
  return out;
}
