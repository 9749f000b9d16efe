/**
 * The link of one count cell of a form's result table (`form.result.columns[].drill`) to the list of
 * its records, filled from the submitted form and the cell's row (drill-href.ts). A cell counting
 * nothing has no link: there is nothing to list, and a column fixed to one value the form left out
 * (Norte, when the form asked only for Sudeste) would otherwise open records the cell does not count.
 */
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { readField } from '../field-path.ts';
import { type DrillContext, drillHref, type ListPage } from './drill-href.ts';

export function cellDrillHref(column: ValueDisplay, target: ListPage, submitted: DrillContext, row: Readonly<Record<string, unknown>>): string | undefined {
  const drill = column.drill;
  const count = drill && readField(row, drill.count ?? column.field);
  return drill && typeof count === 'number' && count > 0 ? drillHref(drill, target, submitted, row) : undefined;
}
