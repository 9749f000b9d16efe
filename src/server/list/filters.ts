import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { daySchema } from '../http/day-range.ts';

export type AnyQuery = SelectQueryBuilder<any, any, any>;

/** One filter of a list resource: the JSON Schema of its value and how it narrows the SQL query. */
export interface ListFilter {
  schema: Record<string, unknown>;
  apply(query: AnyQuery, value: any): AnyQuery;
  /** The list's join (ListDefinition `joins`) whose table this filter reads; unset = the listed table. */
  join?: string;
  /**
   * The filter usually keeps a small share of the rows and has an index that also holds the default
   * sort's column (e.g. a period of NF dates): the page is then found by sorting the keys it matches
   * (at 1,000,000 vehicles ~10 ms for one month, ~0.4 s for every row), instead of walking the sort's
   * index, which reads most of the table when the filter and the sort are unrelated.
   */
  selective?: boolean;
  /**
   * No index serves this filter: what a request using it costs. The OpenAPI document carries it
   * (`x-unindexed` on the filter's schema) and the manifest checker warns with it when a page offers
   * the filter.
   */
  unindexed?: string;
}

/**
 * Bounds of an amount in reais filtered on a cents column: PostgreSQL's `integer` holds up to
 * 2,147,483,647 cents, so a larger bound would fail the query instead of matching nothing.
 */
export const reaisBounds = { type: 'number', minimum: 0, maximum: 20_000_000 } as const;

/** The cost of a filter on a `vehicles` column no index holds (the bench's reference volume). */
export const vehicleScan = 'lê todas as linhas de vehicles (sem índice; ~1.000.000 no volume de referência), e a contagem também';

const ref = (column: string): Expression<any> => sql.ref(column);

/** Upper bound of a prefix range: every text starting with `prefix` is >= prefix and < this. */
function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

export const filters = {
  /** column = value. */
  equals(column: string, schema: Record<string, unknown>): ListFilter {
    return { schema, apply: (q, value) => q.where(ref(column), '=', value) };
  },
  /** column IN (values). */
  anyOf(column: string, itemSchema: Record<string, unknown>, maxItems = 100): ListFilter {
    return {
      schema: { type: 'array', items: itemSchema, minItems: 1, maxItems, uniqueItems: true },
      apply: (q, values: unknown[]) => q.where(ref(column), 'in', values),
    };
  },
  /** Text prefix as an indexed range (no LIKE: its index use differs between SQLite and PostgreSQL). */
  prefix(column: string, schema: Record<string, unknown>, normalise = (v: string) => v.toUpperCase()): ListFilter {
    return {
      schema,
      apply: (q, raw: string) => {
        const value = normalise(raw);
        // Blank once normalised (e.g. spaces trimmed): no filter, like any blank value.
        if (value === '') return q;
        return q.where(ref(column), '>=', value).where(ref(column), '<', prefixUpperBound(value));
      },
    };
  },
  /**
   * "Ends with" through a stored reversed copy of the column; a value of `fullLength` characters
   * is an exact match on the column itself (e.g. chassis: 17 = exact, fewer = last characters).
   */
  suffix(column: string, reversedColumn: string, fullLength: number, schema: Record<string, unknown>): ListFilter {
    return {
      schema,
      apply: (q, raw: string) => {
        const value = raw.toUpperCase();
        if (value.length === fullLength) return q.where(ref(column), '=', value);
        const reversed = [...value].reverse().join('');
        return q.where(ref(reversedColumn), '>=', reversed).where(ref(reversedColumn), '<', prefixUpperBound(reversed));
      },
    };
  },
  /** Inclusive range of dates `{ from?, to? }` (YYYY-MM-DD) on a date or ISO date-time text column. */
  dateRange(column: string, columnHoldsDateTime = false): ListFilter {
    return {
      schema: {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: { from: daySchema, to: daySchema },
      },
      apply: (q, range: { from?: string; to?: string }) => {
        let out = q;
        if (range.from) out = out.where(ref(column), '>=', range.from);
        if (range.to) out = columnHoldsDateTime ? out.where(ref(column), '<', `${range.to}T24`) : out.where(ref(column), '<=', range.to);
        return out;
      },
    };
  },
  /**
   * Inclusive number range `{ min?, max? }` within `bounds`; `scale` converts a value to the
   * column's unit (e.g. 100: reais in the request, cents in the column).
   */
  range(column: string, bounds: { type: 'integer' | 'number'; minimum: number; maximum: number }, scale = 1): ListFilter {
    const toColumn = (value: number) => Math.round(value * scale);
    return {
      schema: { type: 'object', additionalProperties: false, minProperties: 1, properties: { min: bounds, max: bounds } },
      apply: (q, range: { min?: number; max?: number }) => {
        let out = q;
        if (range.min !== undefined) out = out.where(ref(column), '>=', toColumn(range.min));
        if (range.max !== undefined) out = out.where(ref(column), '<=', toColumn(range.max));
        return out;
      },
    };
  },
  /** Boolean stored as 0/1. */
  flag(column: string): ListFilter {
    return { schema: { type: 'boolean' }, apply: (q, value: boolean) => q.where(ref(column), '=', value ? 1 : 0) };
  },
};
