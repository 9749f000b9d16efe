/**
 * The selection of a result table's rows, by row key. It is derived against the current rows, so a
 * refresh or a new query silently drops keys that are gone or no longer selectable.
 */
import { useMemo, useState } from 'react';
import {
  allState,
  type AllState,
  type FormResult,
  isSelectable,
  keepPresent,
  rowKey,
  type Selection,
  selectableKeys,
  selectedInOrder,
  type SelectionRow,
  toggleAll,
  toggleKey,
} from './selection-state.ts';

export interface RowSelection {
  /** Selected keys, in table order. */
  selected: string[];
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

export function useRowSelection(result: FormResult, rows: readonly SelectionRow[]): RowSelection {
  const [chosen, setChosen] = useState<Selection>(() => new Set());
  const keys = useMemo(() => selectableKeys(result, rows), [result, rows]);
  const current = useMemo(() => keepPresent(chosen, keys), [chosen, keys]);
  return useMemo(
    () => ({
      selected: selectedInOrder(current, keys),
      all: allState(current, keys),
      selectable: keys.length,
      isSelected: (row) => current.has(rowKey(result, row)),
      canSelect: (row) => isSelectable(result, row),
      keyOf: (row) => rowKey(result, row),
      toggle: (row) => setChosen((previous) => toggleKey(keepPresent(previous, keys), rowKey(result, row))),
      toggleAll: () => setChosen((previous) => toggleAll(keepPresent(previous, keys), keys)),
      clear: () => setChosen(new Set()),
    }),
    [current, keys, result],
  );
}
