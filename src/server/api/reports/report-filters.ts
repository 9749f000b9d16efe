import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { filters, type ListFilter } from '../../list/filters.ts';
import type { ListColumn } from '../../list/list-query.ts';

/** A list filter (same machinery as the list contract) plus a check JSON Schema cannot express. */
export interface ReportFilter extends ListFilter {
  /** pt-BR message when the value is unacceptable; undefined when it is fine. */
  check?(value: any): string | undefined;
  /** The value as the "Parâmetros" sheet shows it (names, not codes). */
  describe?(value: any, db: Kysely<Database>): string | Promise<string>;
}

const DAY = 86_400_000;
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/** With a title (form label, OpenAPI, parameters sheet) added to a list filter's schema. */
export function titled(filter: ListFilter, title: string): ReportFilter {
  return { ...filter, schema: { ...filter.schema, title } };
}

/** A code-list filter whose codes the parameters show by name ("Norte", not "N"). */
export function named(
  filter: ListFilter,
  title: string,
  names: Readonly<Record<string, string>> | ((db: Kysely<Database>, codes: string[]) => Promise<Record<string, string>>),
): ReportFilter {
  return {
    ...titled(filter, title),
    describe: async (codes: string[], db) => {
      const byCode = typeof names === 'function' ? await names(db, codes) : names;
      return codes.map((code) => byCode[code] ?? code).join(', ');
    },
  };
}

/** Carrier names by code, for the parameters of a carrier filter. */
export async function carrierNames(db: Kysely<Database>, codes: string[]): Promise<Record<string, string>> {
  const rows = await db.selectFrom('carriers').select(['codigo', 'nome']).where('codigo', 'in', codes).execute();
  return Object.fromEntries(rows.map((row) => [row.codigo, row.nome]));
}

/**
 * A required period `{ from, to }` of at most `maxDays` days: reports aggregate every row in it,
 * so the span is bounded to keep each download fast.
 */
export function period(column: ListColumn, title: string, options: { columnHoldsDateTime: boolean; maxDays: number }): ReportFilter {
  const range = filters.dateRange(column, options.columnHoldsDateTime);
  return {
    schema: { ...range.schema, title, required: ['from', 'to'], description: `Período de no máximo ${options.maxDays} dias` },
    apply: range.apply,
    check: ({ from, to }: { from: string; to: string }) => {
      if (from > to) return `O campo ${title} deve começar antes de terminar.`;
      const days = (Date.parse(to) - Date.parse(from)) / DAY + 1;
      return days > options.maxDays ? `O campo ${title} deve ter no máximo ${options.maxDays} dias.` : undefined;
    },
    describe: ({ from, to }: { from: string; to: string }) => `${brDate(from)} a ${brDate(to)}`,
  };
}

/** A filter value in words, for the parameters sheet. */
export async function describeValue(filter: ReportFilter, value: unknown, db: Kysely<Database>): Promise<string> {
  if (filter.describe) return filter.describe(value, db);
  if (Array.isArray(value)) return value.join(', ');
  if (value && typeof value === 'object') {
    const range = value as { from?: string; to?: string };
    return [range.from && `de ${brDate(range.from)}`, range.to && `até ${brDate(range.to)}`].filter(Boolean).join(' ');
  }
  return String(value);
}
