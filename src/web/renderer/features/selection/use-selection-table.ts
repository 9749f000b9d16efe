/**
 * Selection on a table that declares selection actions (a list page, a form's result): the row
 * selection and its checkbox column, drawn only when the user may use one of the actions.
 */
import { useMemo } from 'react';
import type { RowSelectionColumn } from '../../table/data-table.tsx';
import type { CanSee } from '../../use-can.ts';
import { selectionColumn } from './selection-column.tsx';
import type { SelectableRows, SelectionRow } from './selection-state.ts';
import { type RowSelection, useRowSelection } from './use-row-selection.ts';

export interface SelectionTable {
  selection: RowSelection;
  /** The checkbox column; undefined when the user may use none of the actions (no column, no toolbar). */
  column: RowSelectionColumn | undefined;
}

/** `describe` names a row for its checkbox (e.g. its first column); without it, its key. */
export function useSelectionTable(
  table: SelectableRows,
  rows: readonly SelectionRow[],
  canSee: CanSee,
  describe?: (row: SelectionRow) => string,
): SelectionTable {
  const selection = useRowSelection(table, rows);
  const usable = (table.selectionActions ?? []).some((action) => canSee(action.permission));
  const column = useMemo(() => (usable ? selectionColumn(selection, describe) : undefined), [usable, selection, describe]);
  return { selection, column };
}
