/**
 * Query-parameter cleaning: null, undefined, the text "null", the text "undefined" and
 * empty values are dropped before a request is sent. Pure, so the rule is tested on its own.
 */
export type QueryValue = string | string[];

const droppedTexts = new Set(['', 'null', 'undefined']);

function toText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return droppedTexts.has(text.trim()) ? undefined : text;
}

/** The query with empty values removed; arrays keep their non-empty items (and vanish when none is left). */
export function cleanQuery(query: Record<string, unknown> | undefined): Record<string, QueryValue> {
  const cleaned: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) {
      const items = value.map(toText).filter((item): item is string => item !== undefined);
      if (items.length > 0) cleaned[key] = items;
    } else {
      const text = toText(value);
      if (text !== undefined) cleaned[key] = text;
    }
  }
  return cleaned;
}

/** `?a=1&b=x&b=y` for the cleaned query, or '' when nothing is left. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanQuery(query))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
