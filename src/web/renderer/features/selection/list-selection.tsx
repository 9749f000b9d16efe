/**
 * The selection of a list page that declares selection actions: its checkbox column and its toolbar
 * (selection-actions.tsx), handed to the page's table by `children`. Loaded only by the lists that
 * declare such actions, not with every list (the list route's JS budget, scripts/check-route-js.mjs).
 */
import type { ReactNode } from 'react';
import type { PlaceholderSource } from '../../placeholders.ts';
import type { RowSelectionColumn } from '../../table/data-table.tsx';
import type { CanSee } from '../../use-can.ts';
import { SelectionActions } from './selection-actions.tsx';
import type { SelectableRows, SelectionRow } from './selection-state.ts';
import { useSelectionTable } from './use-selection-table.ts';

interface ListSelectionProps {
  page: SelectableRows;
  rows: readonly SelectionRow[];
  canSee: CanSee;
  /** Names a row for its checkbox. */
  rowLabel: (row: SelectionRow) => string;
  /** Placeholder sources of the actions' calls (route parameters). */
  context: readonly PlaceholderSource[];
  /** The table, with the checkbox column when the user may use an action. */
  children: (column: RowSelectionColumn | undefined) => ReactNode;
}

export default function ListSelection({ page, rows, canSee, rowLabel, context, children }: ListSelectionProps) {
  const { column, selection } = useSelectionTable(page, rows, canSee, rowLabel);
  return (
    <>
      {column && <SelectionActions actions={page.selectionActions ?? []} selection={selection} canSee={canSee} context={context} />}
      {children(column)}
    </>
  );
}
