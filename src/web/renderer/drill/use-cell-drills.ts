/**
 * The links of a form result's count cells to the list of their records (cell-drill.ts), for the
 * lists the user may open (use-drill-targets.ts); none while no values have been submitted.
 */
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { cellDrillHref } from './cell-drill.ts';
import type { DrillContext } from './drill-href.ts';
import { useDrillTargets } from './use-drill-targets.ts';

export type CellLink = (row: Readonly<Record<string, unknown>>, field: string) => string | undefined;

export function useCellDrills(columns: readonly ValueDisplay[], submitted: DrillContext | undefined): CellLink {
  const lists = useDrillTargets(columns.flatMap((column) => (column.drill ? [column.drill.page] : [])));
  return (row, field) => {
    const column = columns.find((c) => c.field === field);
    const target = column?.drill && lists.get(column.drill.page);
    return target && submitted ? cellDrillHref(column, target, submitted, row) : undefined;
  };
}
