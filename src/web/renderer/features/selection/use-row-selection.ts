/**
 * The selection of a table's rows (a list page, a form's result), by row key. It is derived against the current rows, so a
 * refresh or a new query silently drops keys that are gone or no longer selectable.
 */
import { useMemo, useState } from 'react';
import {
  allState,
  type AllState,
  isSelectable,
  keepPresent,
  rowKey,
  type SelectableRows,
  type Selection,
  selectableKeys,
  selectedInOrder,
  selectedValues,
  type SelectionRow,
  toggleAll,
  toggleKey,
} from './selection-state.ts';

export interface RowSelection {
  /** Selected keys, in table order. */
  selected: string[];
  /** The same keys as the rows hold them (a number stays a number): what an action sends. */
  values: unknown[];
  all: AllState;
  /** How many rows can be selected. */
  selectable: number;
  isSelected: (row: SelectionRow) => boolean;
  canSelect: (row: SelectionRow) => boolean;
  keyOf: (row: SelectionRow) => string;
  toggle: (row: SelectionRow) => void;
  toggleAll: () => void;
  clear: () => void;
}

export function useRowSelection(result: SelectableRows, rows: readonly SelectionRow[]): RowSelection {
  const [chosen, setChosen] = useState<Selection>(() => new Set());
  const keys = useMemo(() => selectableKeys(result, rows), [result, rows]);
  const current = useMemo(() => keepPresent(chosen, keys), [chosen, keys]);
  return useMemo(
    () => ({
      selected: selectedInOrder(current, keys),
      values: selectedValues(result, rows, selectedInOrder(current, keys)),
      all: allState(current, keys),
      selectable: keys.length,
      isSelected: (row) => current.has(rowKey(result, row)),
      canSelect: (row) => isSelectable(result, row),
      keyOf: (row) => rowKey(result, row),
      toggle: (row) => setChosen((previous) => toggleKey(keepPresent(previous, keys), rowKey(result, row))),
      toggleAll: () => setChosen((previous) => toggleAll(keepPresent(previous, keys), keys)),
      clear: () => setChosen(new Set()),
    }),
    [current, keys, result, rows],
  );
}
