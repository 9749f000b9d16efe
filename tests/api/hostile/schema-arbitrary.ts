import fc from 'fast-check';

/** The JSON Schema subset the API routes declare (keywords outside it are ignored by the generator). */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

/** Strings an attacker would try: SQL quotes, markup, control and bidi characters, odd unicode. */
export const hostileStrings = [
  "' OR '1'='1",
  "'; DROP TABLE vehicle; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'a\u0000b',
  'ção ÁÉÍÕÚ ñ 漢字 😀',
  '\u202Egnp.exe',
  '\uFEFF\u200B',
  '../../etc/passwd',
  '%00%27%22',
  '${7*7}{{7*7}}',
  '\\',
  ' ',
  'NaN',
  '1e309',
  'null',
] as const;

/** Numbers past every column type: 2^31, 2^53 and beyond, a tiny fraction. */
export const hugeNumbers = [2 ** 31, 2 ** 53 - 1, 2 ** 53 + 2, 1e20, 1e308, -1e20] as const;

export function typesOf(schema: JsonSchema): string[] {
  const declared = schema.type === undefined ? [] : [schema.type].flat();
  return schema.nullable ? [...declared, 'null'] : declared;
}

const codePoints = (s: string) => [...s].length;

/** Pads or cuts a string (by code points, as Ajv counts) into [min, max]. */
export function fitLength(s: string, min = 0, max = Number.POSITIVE_INFINITY): string {
  const chars = [...s];
  while (chars.length < min) chars.push('x');
  return chars.slice(0, Math.max(min, Math.min(max, chars.length))).join('');
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.format === 'date') {
    return fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.pattern !== undefined) {
    // 'max' lets quantifiers reach maxLength, so a minLength above the usual small sizes is still met.
    return fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: max, size: min > 1 ? 'max' : 'small' }).filter((s) => codePoints(s) >= min);
  }
  return fc.oneof(
    // one code point per unit: the lengths fast-check counts are the ones Ajv counts
    fc.string({ unit: 'grapheme-composite', minLength: min, maxLength: Math.min(max, 40) }),
    fc.constantFrom(...hostileStrings).map((s) => fitLength(s, min, max)),
  );
}

function bounds(schema: JsonSchema, step: number): { min: number | undefined; max: number | undefined } {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + step);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - step);
  return { min, max };
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1);
  const lo = min ?? -(2 ** 31);
  const hi = max ?? 2 ** 31 - 1;
  const inRange = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);
  // Small values hit the seeded rows (ids 1..50); huge ones probe column limits.
  const small = fc.integer({ min: Math.max(lo, 0), max: Math.max(Math.min(hi, 50), Math.max(lo, 0)) });
  const extremes = [lo, hi, ...hugeNumbers.filter((n) => Number.isInteger(n) && inRange(n))];
  return fc.oneof(small, fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31 - 1) }), fc.constantFrom(...extremes));
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, Number.EPSILON);
  return fc.double({ min: min ?? -1e308, max: max ?? 1e308, noNaN: true, noDefaultInfinity: true, minExcluded: false });
}

function objectValue(schema: JsonSchema, force: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, sub]) => [key, validValue(sub, key === force[0] ? force.slice(1) : [])]),
  );
  const forced = force[0];
  const requiredKeys = [...new Set([...(schema.required ?? []), ...(forced !== undefined && forced in properties ? [forced] : [])])];
  const record = fc.record(model, { requiredKeys, noNullPrototype: true });
  const minProperties = schema.minProperties ?? 0;
  return minProperties > 0 ? record.filter((o) => Object.keys(o).length >= minProperties) : record;
}

function arrayValue(schema: JsonSchema, force: readonly string[]): fc.Arbitrary<unknown[]> {
  const item = validValue(schema.items ?? {}, force.slice(1));
  const minLength = Math.max(schema.minItems ?? 0, force.length > 0 ? 1 : 0);
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 4));
  return schema.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(item, { minLength, maxLength });
}

function valueOfType(type: string, schema: JsonSchema, force: readonly string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return fc.oneof(numberValue(schema), integerValue(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayValue(schema, force);
    case 'object':
      return objectValue(schema, force);
    default:
      throw new Error(`tipo de JSON Schema não suportado pelo gerador: ${type}`);
  }
}

/**
 * Values the schema accepts (approximately: the caller filters with the server's own validator,
 * which settles oneOf overlaps and the like). `force` is a property path that must be present,
 * so a mutation can later be applied there (array steps are `0`).
 */
export function validValue(schema: JsonSchema, force: readonly string[] = []): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => validValue({ ...schema, oneOf: undefined, anyOf: undefined, ...branch }, force)));
  const types = typesOf(schema);
  if (types.length === 0) return schema.properties ? objectValue(schema, force) : fc.constantFrom('x', 1, true);
  return fc.oneof(...types.map((type) => valueOfType(type, schema, force)));
}
