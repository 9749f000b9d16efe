/**
 * Every count cell of a report preview (a form's result table) that links to its records
 * (`form.result.columns[].drill`), with the count its list must total: the first `rowsEach` rows and
 * the last one (a report's total row, whose links leave the row's code out). A cell counting nothing
 * draws no link (cell-drill.ts), so it is not one of them.
 */
import type { PageManifest } from '../../src/shared/manifest/manifest-types.ts';
import { readField } from '../../src/web/renderer/field-path.ts';

export type FormPage = Extract<PageManifest, { kind: 'form' }>;
type Row = Readonly<Record<string, unknown>>;
type Column = NonNullable<FormPage['form']['result']>['columns'][number];

export interface DrillCell {
  /** Where the cell sits, for a failing assertion's message. */
  where: string;
  column: Column;
  row: Row;
  count: number;
}

export function drillCells(page: FormPage, rows: Row[], rowsEach: number): DrillCell[] {
  const shown = [...new Set([...rows.slice(0, rowsEach), ...rows.slice(-1)])];
  return shown.flatMap((row) =>
    (page.form.result?.columns ?? []).flatMap((column) => {
      const count = readField(row, column.drill?.count ?? column.field);
      return column.drill && typeof count === 'number' && count > 0
        ? [{ where: `${page.id} linha ${String(row.linha)} / ${column.label}`, column, row, count }]
        : [];
    }),
  );
}

/** The report's period field: the first date range of its form. */
export function periodField(page: FormPage): string {
  const properties = (page.form.schema as { properties?: Record<string, { type?: string }> }).properties ?? {};
  return Object.keys(properties).find((name) => properties[name]?.type === 'object')!;
}
