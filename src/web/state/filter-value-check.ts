/**
 * Whether a filter value read from a link keeps the rules of its JSON Schema, the filter form's own
 * (the API's limits merged in at build time): a value the form would refuse, and the API answer with a
 * 400, is reported instead of applied. The form's compiled Ajv validators load with the form, after the
 * first request of a page has left, so the keywords the filter schemas use are checked here, and a broken
 * one is returned as the Ajv error the form would show, for the form's pt-BR text
 * (shared/validation-messages-pt-br.ts). Pure.
 */
import type { ErrorObject } from 'ajv';

type Schema = Record<string, unknown>;

const asSchema = (value: unknown): Schema => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : {});

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
// ajv-formats' full `date-time`: seconds and an offset are required.
const isoDateTime = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2}|60)(?:\.\d+)?(?:[Zz]|[+-](\d{2}):?(\d{2}))$/;

/** A day that exists on the calendar (not 2026-02-30, not 2026-13-45). */
function isCalendarDay(text: string): boolean {
  const match = isoDay.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isDateTime(text: string): boolean {
  const match = isoDateTime.exec(text);
  if (!match) return false;
  const [, day, hour, minute, second, offsetHour = '00', offsetMinute = '00'] = match;
  return isCalendarDay(day!) && Number(hour) < 24 && Number(minute) < 60 && Number(second) <= 60 && Number(offsetHour) < 24 && Number(offsetMinute) < 60;
}

const formats: Record<string, (text: string) => boolean> = { date: isCalendarDay, 'date-time': isDateTime };

/** The values a schema allows by listing them (`enum`, `const`, or `oneOf`/`anyOf` of consts), if it lists them. */
export function allowedValues(schema: unknown): unknown[] | undefined {
  const own = asSchema(schema);
  if (Array.isArray(own.enum)) return own.enum;
  if (Object.hasOwn(own, 'const')) return [own.const];
  const choices = (own.oneOf ?? own.anyOf) as unknown;
  if (!Array.isArray(choices) || choices.length === 0 || !choices.every((choice) => Object.hasOwn(asSchema(choice), 'const'))) return undefined;
  return choices.map((choice) => asSchema(choice).const);
}

const error = (keyword: string, params: Record<string, unknown>, data: unknown): ErrorObject => ({
  keyword,
  params,
  data,
  instancePath: '',
  schemaPath: `#/${keyword}`,
});

function stringRule(schema: Schema, text: string): ErrorObject | undefined {
  // Ajv counts characters as code points.
  const length = Array.from(text).length;
  if (typeof schema.minLength === 'number' && length < schema.minLength) return error('minLength', { limit: schema.minLength }, text);
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return error('maxLength', { limit: schema.maxLength }, text);
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(text)) return error('pattern', { pattern: schema.pattern }, text);
  const format = typeof schema.format === 'string' ? formats[schema.format] : undefined;
  if (format && !format(text)) return error('format', { format: schema.format }, text);
  if (typeof schema.formatMinimum === 'string' && text < schema.formatMinimum) return error('formatMinimum', { limit: schema.formatMinimum }, text);
  if (typeof schema.formatMaximum === 'string' && text > schema.formatMaximum) return error('formatMaximum', { limit: schema.formatMaximum }, text);
  return undefined;
}

function numberRule(schema: Schema, value: number): ErrorObject | undefined {
  if (typeof schema.minimum === 'number' && value < schema.minimum) return error('minimum', { limit: schema.minimum }, value);
  if (typeof schema.maximum === 'number' && value > schema.maximum) return error('maximum', { limit: schema.maximum }, value);
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
    return error('exclusiveMinimum', { limit: schema.exclusiveMinimum }, value);
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
    return error('exclusiveMaximum', { limit: schema.exclusiveMaximum }, value);
  return undefined;
}

function listRule(schema: Schema, values: unknown[]): ErrorObject | undefined {
  if (typeof schema.minItems === 'number' && values.length < schema.minItems) return error('minItems', { limit: schema.minItems }, values);
  if (typeof schema.maxItems === 'number' && values.length > schema.maxItems) return error('maxItems', { limit: schema.maxItems }, values);
  return undefined;
}

/**
 * The first rule of `schema` that `value` (a string, number, boolean or a list of them, as a link is
 * read) breaks, or undefined. A list is checked as a whole; its items are checked one by one by the caller.
 */
export function brokenRule(schema: unknown, value: unknown): ErrorObject | undefined {
  const own = asSchema(schema);
  const allowed = allowedValues(own);
  if (allowed && !Array.isArray(value) && !allowed.some((candidate) => candidate === value)) return error('enum', { allowedValues: allowed }, value);
  const broken =
    typeof value === 'string'
      ? stringRule(own, value)
      : typeof value === 'number'
        ? numberRule(own, value)
        : Array.isArray(value)
          ? listRule(own, value)
          : undefined;
  if (broken) return broken;
  const parts = Array.isArray(own.allOf) ? own.allOf : [];
  for (const part of parts) {
    const inPart = brokenRule(part, value);
    if (inPart) return inPart;
  }
  return undefined;
}
