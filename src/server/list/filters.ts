import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { daySchema } from '../dates/day-range.ts';
import { type ListColumn, type ListQuery, columnRef as ref } from './list-query.ts';

/** One filter of a list resource: the JSON Schema of its value and how it narrows the SQL query. */
export interface ListFilter {
  schema: Record<string, unknown>;
  /**
   * `value` has passed `schema` (a method, so a filter may declare the type its schema gives); `db`
   * builds subqueries and names the dialect, for a filter whose SQL differs between them; `request`
   * holds every filter of the request, for filters read together (e.g. a situation on a given day).
   */
  apply(query: ListQuery, value: unknown, db: Kysely<Database>, request?: Readonly<Record<string, unknown>>): ListQuery;
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
  /** The declared field this filter reads and its operator (list fields, fields.ts); unset on a filter of its own. */
  field?: string;
  operator?: string;
}

/**
 * Bounds of an amount in reais filtered on a cents column: PostgreSQL's `integer` holds up to
 * 2,147,483,647 cents, so a larger bound would fail the query instead of matching nothing.
 */
export const reaisBounds = { type: 'number', minimum: 0, maximum: 20_000_000 } as const;

/** The cost of a filter no index serves on `table` (`rows`: its size at the bench's reference volume, when known). */
export const tableScan = (table: string, rows?: string) =>
  `lê todas as linhas de ${table} (sem índice${rows ? `; ${rows} no volume de referência` : ''}), e a contagem também`;

/** The cost of a filter on a `vehicles` column no index holds. */
export const vehicleScan = tableScan('vehicles', '~1.000.000');

/** A period of days `{ from?, to? }` (YYYY-MM-DD, both inclusive, one at least): the value of every day-range filter. */
export const dayRangeSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { from: daySchema, to: daySchema },
} as const;

/** Upper bound of a prefix range: every text starting with `prefix` is >= prefix and < this. */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/** Filters of report forms and of lists' own filters (list fields derive theirs, fields.ts). */
export const filters = {
  /** column IN (values). */
  anyOf(column: ListColumn, itemSchema: Record<string, unknown>, maxItems = 100): ListFilter {
    return {
      schema: { type: 'array', items: itemSchema, minItems: 1, maxItems, uniqueItems: true },
      apply: (q, values: unknown[]) => q.where(ref(column), 'in', values),
    };
  },
  /** Inclusive range of dates `{ from?, to? }` (YYYY-MM-DD) on a date or ISO date-time text column. */
  dateRange(column: ListColumn, columnHoldsDateTime = false): ListFilter {
    return {
      schema: dayRangeSchema,
      apply: (q, range: { from?: string; to?: string }) => {
        let out = q;
        if (range.from) out = out.where(ref(column), '>=', range.from);
        if (range.to) out = columnHoldsDateTime ? out.where(ref(column), '<', `${range.to}T24`) : out.where(ref(column), '<=', range.to);
        return out;
      },
    };
  },
};
