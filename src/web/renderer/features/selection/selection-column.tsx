/** The checkbox column of a table with selection actions: one box per row and a "select all" (of the rows shown) box in the header. */
import { Checkbox } from '@mantine/core';
import type { RowSelectionColumn } from '../../table/data-table.tsx';
import type { SelectionRow } from './selection-state.ts';
import type { RowSelection } from './use-row-selection.ts';

/** `describe` names a row for its box ("Selecionar 9BWZZZ…"); without it, its key. */
export function selectionColumn(selection: RowSelection, describe: (row: SelectionRow) => string = selection.keyOf): RowSelectionColumn {
  return {
    header: (
      <Checkbox
        aria-label="Selecionar todas as linhas"
        checked={selection.all === 'all'}
        indeterminate={selection.all === 'some'}
        disabled={selection.selectable === 0}
        onChange={selection.toggleAll}
      />
    ),
    cell: (row) => {
      const key = describe(row);
      const enabled = selection.canSelect(row);
      return (
        // A click on the box must not also open the row's link (list pages).
        <Checkbox
          aria-label={enabled ? `Selecionar ${key}` : `${key} não pode ser selecionado`}
          checked={enabled && selection.isSelected(row)}
          disabled={!enabled}
          onChange={() => selection.toggle(row)}
          onClick={(event) => event.stopPropagation()}
        />
      );
    },
    isSelected: selection.isSelected,
  };
}
