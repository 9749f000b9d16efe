/**
 * Reading a pasted list of codes (chassis, order numbers...): split on line breaks, commas,
 * semicolons and spaces, upper-cased, duplicates once, each checked against the array's item schema.
 */

export interface CodeListRules {
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
}

export interface ParsedCodeList {
  valid: string[];
  invalid: string[];
}

/** The checks of an array field's `items` schema (pattern, minLength, maxLength). */
export function codeListRules(items: unknown): CodeListRules {
  if (items === null || typeof items !== 'object' || Array.isArray(items)) return {};
  const { pattern, minLength, maxLength } = items as { pattern?: unknown; minLength?: unknown; maxLength?: unknown };
  return {
    ...(typeof pattern === 'string' && { pattern: new RegExp(pattern, 'u') }),
    ...(typeof minLength === 'number' && { minLength }),
    ...(typeof maxLength === 'number' && { maxLength }),
  };
}

function isValid(code: string, { pattern, minLength = 0, maxLength = Infinity }: CodeListRules): boolean {
  return code.length >= minLength && code.length <= maxLength && (pattern === undefined || pattern.test(code));
}

export function parseCodeList(text: string, rules: CodeListRules): ParsedCodeList {
  const codes = new Set(
    text
      .toUpperCase()
      .split(/[\s,;]+/u)
      .filter((code) => code !== ''),
  );
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const code of codes) (isValid(code, rules) ? valid : invalid).push(code);
  return { valid, invalid };
}

export function sameCodes(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((code, i) => code === b[i]);
}
