/** The checkbox column of a result table: one box per row and a "select all" box in the header. */
import { Checkbox } from '@mantine/core';
import type { RowSelectionColumn } from '../../table/data-table.tsx';
import type { RowSelection } from './use-row-selection.ts';

export function selectionColumn(selection: RowSelection): RowSelectionColumn {
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
      const key = selection.keyOf(row);
      const enabled = selection.canSelect(row);
      return (
        <Checkbox
          aria-label={enabled ? `Selecionar ${key}` : `${key} não pode ser selecionado`}
          checked={enabled && selection.isSelected(row)}
          disabled={!enabled}
          onChange={() => selection.toggle(row)}
        />
      );
    },
    isSelected: selection.isSelected,
  };
}
