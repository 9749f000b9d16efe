import fc from 'fast-check';
import { TIME_ZONE_FORMAT } from '../../../src/server/dates/time-zone.ts';

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
  formatMinimum?: string;
  formatMaximum?: string;
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

/** The days a date schema accepts (formatMinimum/formatMaximum), or a wide range around the data when it declares none. */
function dayBounds(schema: JsonSchema): { first: string; last: string } {
  return { first: schema.formatMinimum ?? '1990-01-01', last: schema.formatMaximum ?? '2100-12-31' };
}

/**
 * A valid string as the server takes it: list filters trim their text before validation (a value
 * with spaces around it is a different, maybe invalid, one), so valid values have none.
 */
const asTaken = (s: string) => s.trim() === s;

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  return anyStringValue(schema).filter(asTaken);
}

/** The IANA zones Intl knows, and UTC (an alias it accepts too), shortest first. */
const timeZones = [...Intl.supportedValuesOf('timeZone'), 'UTC'].sort((a, b) => a.length - b.length);

function anyStringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  if (schema.format === TIME_ZONE_FORMAT) return fc.constantFrom(...timeZones);
  if (schema.format === 'date') {
    const { first, last } = dayBounds(schema);
    return fc.date({ min: new Date(`${first}T00:00:00Z`), max: new Date(`${last}T00:00:00Z`), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.format === 'email') {
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,19}$/), fc.stringMatching(/^[a-z0-9]{1,20}$/))
      .map(([local, domain]) => `${local.replace(/\.+$/, '')}@${domain}.com.br`)
      .filter((s) => !/\.\./.test(s) && s.length >= min && s.length <= max);
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
  const model = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, validValue(sub, key === force[0] ? force.slice(1) : [])]));
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
  return schema.uniqueItems ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength, maxLength });
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
  if (force.length > 0) return buildValidValue(schema, force);
  // Mutations rebuild the value around each of a schema's sites: a list's request has hundreds of
  // filters, so the arbitrary of an unforced node is built once and reused (arbitraries are immutable).
  let built = unforced.get(schema);
  if (!built) unforced.set(schema, (built = buildValidValue(schema, force)));
  return built;
}

const unforced = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();

function buildValidValue(schema: JsonSchema, force: readonly string[]): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => validValue({ ...schema, oneOf: undefined, anyOf: undefined, ...branch }, force)));
  const types = typesOf(schema);
  if (types.length === 0) return schema.properties ? objectValue(schema, force) : fc.constantFrom('x', 1, true);
  return fc.oneof(...types.map((type) => valueOfType(type, schema, force)));
}

/** Longest text the watchdog sends where a schema sets no maxLength (the JSON body limit bounds it anyway). */
const UNBOUNDED_TEXT = 20_000;

/**
 * Hostile free text (rich-text fields are free text): closing tags that close nothing (a parser
 * ignores them, so this nests as deep as `<b>` alone) and the most elements a sanitiser keeps.
 */
export const HOSTILE_TEXT_UNITS = ['<b></x>', '<b>x</b>'] as const;

/** Whether any part of the schema is free text: a string with no pattern, format or list of values. */
export function takesFreeText(schema: JsonSchema): boolean {
  if ('const' in schema || schema.enum) return false;
  if (typesOf(schema).includes('string') && schema.pattern === undefined && schema.format === undefined) return true;
  const parts = [...Object.values(schema.properties ?? {}), ...(schema.items ? [schema.items] : []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return parts.some(takesFreeText);
}

function extremeString(schema: JsonSchema, textUnit?: string): fc.Arbitrary<string> {
  // Without declared bounds, the ends of what format 'date' itself accepts.
  if (schema.format === 'date') return fc.constantFrom(schema.formatMinimum ?? '0001-01-01', schema.formatMaximum ?? '9999-12-31');
  if (schema.format === TIME_ZONE_FORMAT) return fc.constantFrom(timeZones[0]!, timeZones.at(-1)!);
  const max = schema.maxLength ?? UNBOUNDED_TEXT;
  // The shortest e-mail and the longest one a domain of 63-character labels allows within maxLength.
  if (schema.format === 'email')
    return fc.constantFrom('a@b.co', `${'a'.repeat(64)}@${['b', 'c', 'd'].map((c) => c.repeat(63)).join('.')}.com`.slice(-max).replace(/^[^a-z]+/, 'a'));
  if (schema.pattern !== undefined) return stringValue({ ...schema, minLength: Math.max(schema.minLength ?? 0, Math.min(max, 2)) });
  const fill = (unit: string) => unit.repeat(Math.max(1, Math.floor(max / unit.length)));
  const units = textUnit === undefined ? ['x', '<b>', '<ul><li>', ...HOSTILE_TEXT_UNITS, 'ç', '%'] : [textUnit];
  // The longest plain text, the deepest nesting of tags, hostile text, and multi-byte text at the limit.
  return fc.constantFrom(...units.map(fill)).map((s) => fitLength(s, schema.minLength ?? 0, max));
}

function extremeNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, integer ? 1 : Number.EPSILON);
  const lo = min ?? (integer ? -(2 ** 53 - 1) : -1e308);
  const hi = max ?? (integer ? 2 ** 53 - 1 : 1e308);
  return fc.constantFrom(lo, hi, Math.min(hi, Math.max(lo, 0)), Math.min(hi, Math.max(lo, 1)));
}

function extremeOfType(type: string, schema: JsonSchema, textUnit?: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return extremeString(schema, textUnit);
    case 'integer':
      return extremeNumber(schema, true);
    case 'number':
      return extremeNumber(schema, false);
    case 'array': {
      const length = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 20, 200));
      const item = extremeValue(schema.items ?? {}, textUnit);
      return schema.uniqueItems
        ? fc.uniqueArray(fc.oneof(item, validValue(schema.items ?? {})), {
            minLength: Math.min(length, schema.minItems ?? 0),
            maxLength: length,
            selector: (v) => JSON.stringify(v),
          })
        : fc.array(item, { minLength: length, maxLength: length });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, extremeValue(sub, textUnit)]));
      // Every property present at its extreme, or only the required ones.
      return fc.oneof(fc.record(model, { noNullPrototype: true }), fc.record(model, { requiredKeys: schema.required ?? [], noNullPrototype: true }));
    }
    default:
      return valueOfType(type, schema, []);
  }
}

/**
 * Values at the edges of what the schema accepts: dates at both ends of their range, strings at
 * their maximum length (plain, deeply nested tags, hostile text, multi-byte; only `textUnit`
 * repeated when given), numbers at their bounds, arrays at their maximum size. As with validValue,
 * the server's own validator settles what is accepted.
 */
export function extremeValue(schema: JsonSchema, textUnit?: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => extremeValue({ ...schema, oneOf: undefined, anyOf: undefined, ...branch }, textUnit)));
  const types = typesOf(schema);
  if (types.length === 0) return schema.properties ? extremeOfType('object', schema, textUnit) : fc.constantFrom('x', 1, true);
  return fc.oneof(...types.map((type) => extremeOfType(type, schema, textUnit)));
}
