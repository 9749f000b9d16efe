/**
 * `{field}` templates used by links, API sources, breadcrumbs and custom-component props. Values
 * are looked up in each source in turn (route parameters first, then the record); dot paths reach
 * nested fields.
 */
import { readField } from './field-path.ts';

export type PlaceholderSource = Readonly<Record<string, unknown>> | undefined;

const placeholderPattern = /\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\}/g;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function lookup(field: string, sources: readonly PlaceholderSource[]): unknown {
  for (const source of sources) {
    const value = readField(source, field);
    if (isPresent(value)) return value;
  }
  return undefined;
}

/** Names of the placeholders of a template, in order. */
export function templateFields(template: string): string[] {
  return [...template.matchAll(placeholderPattern)].map((match) => match[1] ?? '');
}

/**
 * Fills every `{field}`; undefined when one has no value (a link or call that cannot be built).
 * `encode` escapes each value for use inside a URL path or query.
 */
export function fillTemplate(template: string, sources: readonly PlaceholderSource[], { encode = false }: { encode?: boolean } = {}): string | undefined {
  let missing = false;
  const filled = template.replace(placeholderPattern, (_match, field: string) => {
    const value = lookup(field, sources);
    if (!isPresent(value)) {
      missing = true;
      return '';
    }
    return encode ? encodeURIComponent(String(value)) : String(value);
  });
  return missing ? undefined : filled;
}

/**
 * Like fillTemplate, but a missing value leaves the text as written (labels, titles), or puts
 * `missing` in its place (a record's field while the record loads).
 */
export function fillLabel(template: string, sources: readonly PlaceholderSource[], missing?: string): string {
  return template.replace(placeholderPattern, (match, field: string) => {
    const value = lookup(field, sources);
    return isPresent(value) ? String(value) : (missing ?? match);
  });
}

/**
 * Fills placeholders in every string of a JSON value (props, request bodies). A string that is
 * exactly one placeholder keeps the value's own type (a number stays a number).
 */
export function fillDeep(value: unknown, sources: readonly PlaceholderSource[]): unknown {
  if (typeof value === 'string') {
    const whole = /^\{([^{}]+)\}$/.exec(value);
    if (whole?.[1] !== undefined && templateFields(value).length === 1) return lookup(whole[1], sources);
    return fillTemplate(value, sources);
  }
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, sources));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, sources)]));
  }
  return value;
}
