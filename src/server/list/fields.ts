import { type ExpressionBuilder, sql } from 'kysely';
import { OPERATOR_SEPARATOR } from '../../shared/list/filter-name.mjs';
import type { Database } from '../db/schema.ts';
import { daySchema } from '../dates/day-range.ts';
import { type ListFilter, prefixUpperBound, reaisBounds } from './filters.ts';
import { type ListColumn, type ListQuery, columnRef as ref } from './list-query.ts';

/** Filter operators, as the request names them after the field: `cidade__contains`. */
export const operators = ['eq', 'notEq', 'in', 'notIn', 'startsWith', 'endsWith', 'contains', 'between', 'gte', 'lte'] as const;
export type Operator = (typeof operators)[number];

export type FieldType = 'text' | 'code' | 'integer' | 'money' | 'date' | 'datetime' | 'boolean';

/** One filterable field of a list: declared once, its filters (one per operator) are derived. */
export interface ListField {
  type: FieldType;
  /** pt-BR name of the field (the filter's description starts with it). */
  label: string;
  /** SQL column, qualified with its table. */
  column: ListColumn;
  /** The list's join (ListDefinition `joins`) whose table holds the column; unset = the listed table. */
  join?: string;
  /** The operator of the bare field name (the filter's meaning before operators existed). */
  default: Operator;
  /** Operators an index serves; any other carries the list's `scanCost` (`unindexed`). */
  indexed?: readonly Operator[];
  /** Codes a `code` field accepts. */
  codes?: readonly string[];
  /** Text/code: lengths and pattern of one value. Integer: `minimum`/`maximum`. */
  value?: Record<string, unknown>;
  /** Text: `contains` and `endsWith` (LIKE) are offered; only on short columns or where a scan is acceptable. */
  searchable?: boolean;
  /** Text stored upper-case (chassis, codes): values are upper-cased before comparing. */
  upperCase?: boolean;
  /** Text: a stored reversed copy of the column, so `endsWith` reads an index; a value of `fullLength` is an exact match. */
  reversed?: { column: ListColumn; fullLength: number };
  /** Most values keep a small share of the rows and the index also holds the default sort's column (ListFilter `selective`). */
  selective?: boolean;
  /** Largest `in`/`notIn` list (100 unless said). */
  maxItems?: number;
}

const operatorsOf: Record<FieldType, readonly Operator[]> = {
  text: ['eq', 'notEq', 'in', 'notIn', 'startsWith', 'endsWith', 'contains'],
  code: ['eq', 'notEq', 'in', 'notIn'],
  integer: ['eq', 'notEq', 'in', 'notIn', 'between', 'gte', 'lte'],
  money: ['eq', 'between', 'gte', 'lte'],
  date: ['eq', 'between', 'gte', 'lte'],
  datetime: ['eq', 'between', 'gte', 'lte'],
  boolean: ['eq'],
};

const operatorLabels: Record<Operator, string> = {
  eq: 'igual a',
  notEq: 'diferente de',
  in: 'um dos valores',
  notIn: 'nenhum dos valores',
  startsWith: 'começa com',
  endsWith: 'termina com',
  contains: 'contém (sem diferenciar maiúsculas)',
  between: 'intervalo inclusivo',
  gte: 'a partir de (inclusive)',
  lte: 'até (inclusive)',
};

/** The operators a field supports: its type's; `endsWith` and `contains` only where declared. */
export function fieldOperators(field: ListField): Operator[] {
  const supported = operatorsOf[field.type].filter((op) => {
    if (op === 'contains') return field.searchable === true;
    if (op === 'endsWith') return field.searchable === true || field.reversed !== undefined;
    return true;
  });
  if (!supported.includes(field.default)) throw new Error(`O campo "${field.label}" (${field.type}) não tem o operador padrão "${field.default}".`);
  return supported;
}

/**
 * Every filter of a list's fields: the bare name with the field's default operator, and
 * `<field>__<operator>` for each other operator. `scanCost` is what a filter no index serves costs.
 */
export function filtersOfFields(fields: Record<string, ListField>, scanCost: string): Record<string, ListFilter> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) =>
      fieldOperators(field).map((operator) => {
        const filterName = operator === field.default ? name : `${name}${OPERATOR_SEPARATOR}${operator}`;
        const indexed = field.indexed?.includes(operator) ?? false;
        const filter: ListFilter = {
          ...operatorFilter(field, operator),
          field: name,
          operator,
          ...(field.join ? { join: field.join } : {}),
          ...(indexed && field.selective ? { selective: true } : {}),
          ...(indexed ? {} : { unindexed: scanCost }),
        };
        return [filterName, filter] as const;
      }),
    ),
  );
}

/** The schema of one value of the field. */
function valueSchema(field: ListField): Record<string, unknown> {
  switch (field.type) {
    case 'text':
      return { type: 'string', minLength: 1, maxLength: 100, ...field.value };
    case 'code':
      return field.codes ? { type: 'string', enum: [...field.codes] } : { type: 'string', minLength: 1, maxLength: 40, ...field.value };
    case 'integer':
      return { type: 'integer', minimum: 0, maximum: 2_147_483_647, ...field.value };
    case 'money':
      return { ...reaisBounds };
    case 'date':
    case 'datetime':
      return { ...daySchema };
    case 'boolean':
      return { type: 'boolean' };
  }
}

/** Escapes LIKE's wildcards so a value matches itself. */
export const likeText = (value: string) => value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function operatorFilter(field: ListField, operator: Operator): Pick<ListFilter, 'schema' | 'apply'> {
  const value = valueSchema(field);
  const description = `${field.label}: ${operatorLabels[operator]}`;
  const column = ref(field.column);
  const toColumn = columnValue(field);
  const bounds = field.type === 'date' || field.type === 'datetime' ? (['from', 'to'] as const) : (['min', 'max'] as const);
  switch (operator) {
    case 'eq':
    case 'notEq': {
      const sqlOperator = operator === 'eq' ? '=' : '<>';
      if (field.type === 'datetime') {
        return {
          schema: { ...value, description },
          apply: (q, day: string) => q.where((eb) => (operator === 'eq' ? eb.and : eb.or)(dayBounds(eb, field.column, day, operator === 'eq'))),
        };
      }
      return { schema: { ...value, description }, apply: text(field, (q, v) => q.where(column, sqlOperator, toColumn(v))) };
    }
    case 'in':
    case 'notIn':
      return {
        schema: { type: 'array', items: value, minItems: 1, maxItems: field.maxItems ?? 100, uniqueItems: true, description },
        apply: (q, values: unknown[]) => q.where(column, operator === 'in' ? 'in' : 'not in', values.map(toColumn)),
      };
    case 'startsWith':
      return { schema: { ...value, description }, apply: text(field, (q, v: string) => q.where(column, '>=', v).where(column, '<', prefixUpperBound(v))) };
    case 'endsWith':
      if (field.reversed) return { schema: { ...value, description }, apply: text(field, reversedSuffix(field.column, field.reversed)) };
      return { schema: { ...value, description }, apply: text(field, (q, v: string) => like(q, field.column, `%${likeText(v)}`)) };
    case 'contains':
      return { schema: { ...value, description }, apply: text(field, (q, v: string) => like(q, field.column, `%${likeText(v)}%`)) };
    case 'between':
      return {
        schema: { type: 'object', additionalProperties: false, minProperties: 1, properties: { [bounds[0]]: value, [bounds[1]]: value }, description },
        apply: (q, range: Record<string, unknown>) => {
          const low = range[bounds[0]];
          const high = range[bounds[1]];
          let out = q;
          if (low !== undefined) out = out.where(column, '>=', toColumn(low));
          if (high !== undefined) out = upTo(out, field, high);
          return out;
        },
      };
    case 'gte':
      return { schema: { ...value, description }, apply: (q, v) => q.where(column, '>=', toColumn(v)) };
    case 'lte':
      return { schema: { ...value, description }, apply: (q, v) => upTo(q, field, v) };
  }
}

/** The value as the column holds it: cents for money, 0/1 for booleans. */
function columnValue(field: ListField): (value: unknown) => unknown {
  if (field.type === 'money') return (v) => Math.round((v as number) * 100);
  if (field.type === 'boolean') return (v) => (v ? 1 : 0);
  if (field.type === 'text' && field.upperCase) return (v) => (v as string).toUpperCase();
  return (v) => v;
}

/** column <= value; on a date-time column, every instant of that day. */
function upTo(q: ListQuery, field: ListField, value: unknown): ListQuery {
  if (field.type === 'datetime') return q.where(ref(field.column), '<', `${value as string}T24`);
  return q.where(ref(field.column), '<=', columnValue(field)(value));
}

/** The day's instants on a date-time (ISO text) column, or the instants outside it. */
function dayBounds(eb: ExpressionBuilder<Database, keyof Database>, column: ListColumn, day: string, inside: boolean) {
  return inside ? [eb(ref(column), '>=', day), eb(ref(column), '<', `${day}T24`)] : [eb(ref(column), '<', day), eb(ref(column), '>=', `${day}T24`)];
}

/** A text operator: the value trimmed (and upper-cased where the column is); blank = no filter, like any blank value. */
function text(field: ListField, apply: ListFilter['apply']): ListFilter['apply'] {
  if (field.type !== 'text') return apply;
  return (q, raw: string, db) => {
    const value = field.upperCase ? raw.trim().toUpperCase() : raw.trim();
    return value === '' ? q : apply(q, value, db);
  };
}

/** Case-insensitive LIKE alike on SQLite and PostgreSQL. */
export function like(q: ListQuery, column: ListColumn, pattern: string): ListQuery {
  return q.where(sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
}

/** "Ends with" as a prefix range of the reversed copy; a full-length value is an exact match. */
function reversedSuffix(column: ListColumn, reversed: NonNullable<ListField['reversed']>) {
  return (q: ListQuery, value: string) => {
    if (value.length === reversed.fullLength) return q.where(ref(column), '=', value);
    const backwards = [...value].reverse().join('');
    return q.where(ref(reversed.column), '>=', backwards).where(ref(reversed.column), '<', prefixUpperBound(backwards));
  };
}
