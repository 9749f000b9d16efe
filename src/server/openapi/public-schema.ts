/**
 * Route schemas as the public document states them: only standard JSON Schema keywords. The API's
 * Ajv runs the route schemas themselves, with keywords of its own (ajv-formats' formatMinimum and
 * formatMaximum bound the dates, and name the bound in the 400 message); tools generating requests
 * from the document (Schemathesis, client generators) ignore those keywords, so the document states
 * the same set of values with standard ones: a date between whole years is a `format: date` whose
 * `pattern` admits only those years. The bounds stay readable as `x-formatMinimum`/`x-formatMaximum`
 * (the build merges them back into the filter forms: scripts/api-contract/filter-constraints.mjs).
 * A keyword with no standard restatement here fails the document's build rather than leak into it.
 */

type Schema = Record<string, unknown>;

/** Keywords whose value is a map of schemas, one schema, or a list of schemas (JSON Schema 2020-12). */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const oneSchema = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** ajv-formats' comparison keywords: no standard keyword compares formatted values. */
const formatBounds = ['formatMinimum', 'formatMaximum', 'formatExclusiveMinimum', 'formatExclusiveMaximum'];

const yearOf = (day: unknown, monthDay: string) =>
  typeof day === 'string' && day.endsWith(`-${monthDay}`) && /^\d{4}-/.test(day) ? day.slice(0, 4) : undefined;

/**
 * A regex alternative for each run of the equal-length numbers `[low, high]` (digits as text), in
 * the interoperable regex subset of JSON Schema (classes, `{n}`, `(...)` and `|`):
 * 2000..2100 -> ['20[0-9]{2}', '2100'].
 */
export function digitRange(low: string, high: string): string[] {
  if (low === high) return [low];
  if (low.length === 1) return [`[${low}-${high}]`];
  const rest = low.length - 1;
  const [a, b] = [Number(low[0]), Number(high[0])];
  if (a === b) return digitRange(low.slice(1), high.slice(1)).map((tail) => `${a}${tail}`);
  const fromZero = low.slice(1) === '0'.repeat(rest);
  const toNine = high.slice(1) === '9'.repeat(rest);
  const first = fromZero ? a : a + 1;
  const last = toNine ? b : b - 1;
  return [
    ...(fromZero ? [] : digitRange(low.slice(1), '9'.repeat(rest)).map((tail) => `${a}${tail}`)),
    ...(first <= last ? [`${first === last ? first : `[${first}-${last}]`}[0-9]{${rest}}`] : []),
    ...(toNine ? [] : digitRange('0'.repeat(rest), high.slice(1)).map((tail) => `${b}${tail}`)),
  ];
}

/** `format: date` bounded by whole years -> the same days as `pattern` (with the bounds as x- annotations). */
function boundedDate(schema: Schema, at: string): Schema {
  const { formatMinimum: min, formatMaximum: max, ...rest } = schema;
  const [first, last] = [yearOf(min, '01-01'), yearOf(max, '12-31')];
  const stray = formatBounds.filter((keyword) => keyword !== 'formatMinimum' && keyword !== 'formatMaximum' && keyword in schema);
  if (schema.format !== 'date' || first === undefined || last === undefined || rest.pattern !== undefined || stray.length > 0) {
    throw new Error(
      `${at}: limites de data sem equivalente padrão no OpenAPI; use format date com formatMinimum AAAA-01-01 e formatMaximum AAAA-12-31 (anos inteiros), sem pattern próprio.`,
    );
  }
  const years = digitRange(first, last);
  return {
    ...rest,
    pattern: `^(${years.join('|')})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$`,
    description: rest.description
      ? `${String(rest.description)} (dia de ${String(min)} a ${String(max)})`
      : `Dia de ${String(min)} a ${String(max)} (AAAA-MM-DD)`,
    'x-formatMinimum': min,
    'x-formatMaximum': max,
  };
}

/** `schema` (any part of a route's request) with every Ajv-only keyword restated in standard ones. */
export function publicSchema(schema: unknown, at = '#'): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const node = formatBounds.some((keyword) => keyword in schema) ? boundedDate(schema as Schema, at) : (schema as Schema);
  return Object.fromEntries(
    Object.entries(node).map(([keyword, value]) => {
      const here = `${at}/${keyword}`;
      if (schemaMaps.has(keyword) && typeof value === 'object' && value !== null)
        return [keyword, Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, publicSchema(sub, `${here}/${name}`)]))];
      if (oneSchema.has(keyword)) return [keyword, publicSchema(value, here)];
      if (schemaLists.has(keyword) && Array.isArray(value)) return [keyword, value.map((sub, i) => publicSchema(sub, `${here}/${i}`))];
      return [keyword, value];
    }),
  );
}
