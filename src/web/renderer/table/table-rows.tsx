/**
 * The body rows of a data table, drawn again only when they, their columns, their cells' definitions,
 * their links or the selection change: the table around them also follows its scroll box (the sideways
 * hint and edge shadows, known once the page is laid out), which must not draw every cell a second time.
 */
import { memo, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { Cell, Row as TableRow } from '@tanstack/react-table';
import { useNavigate } from 'react-router-dom';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { defaultAlign } from '../format/format-value.ts';
import { columnOpacity } from './covered-columns.ts';
import classes from './data-table.module.css';
import type { DataTableFeatures, Row, RowSelectionColumn } from './data-table-types.ts';

/** Mantine's <Table.Td> as plain markup, its classes only: a page of rows draws hundreds of cells. */
const cellClass = `${Table.classes.td} mantine-Table-td ${classes.cell}`;

export interface TableRowsProps {
  rows: readonly TableRow<DataTableFeatures, Row>[];
  /** The definitions the cells are drawn with: TanStack's row model follows the data alone, so a change of these draws the rows again. */
  cellDefinitions: readonly unknown[];
  /** The rows mounted: all of them, or the window in view of a long table. */
  start: number;
  end: number;
  byId: ReadonlyMap<string, ValueDisplay>;
  rowLink: ((row: Row) => string | undefined) | undefined;
  selection: RowSelectionColumn | undefined;
  pinnedClass: (columnId: string) => string | undefined;
}

/**
 * A cell's content: its column's `cell` function, called. TanStack's <FlexRender> would draw that
 * function as a component, a fiber per cell on top of the cell's own (data-table.tsx defines every
 * column's `cell` as a function of the row that holds no state).
 */
function cellContent(cell: Cell<DataTableFeatures, Row>): ReactNode {
  const template = cell.column.columnDef.cell;
  return typeof template === 'function' ? template(cell.getContext()) : template;
}

function TableRowsOf({ rows, start, end, byId, rowLink, selection, pinnedClass }: TableRowsProps) {
  const navigate = useNavigate();
  return rows.slice(start, end).map((row) => {
    const to = rowLink?.(row.original);
    const selected = selection?.isSelected(row.original) === true;
    return (
      <Table.Tr
        key={row.id}
        className={`${classes.row}${to !== undefined ? ` ${classes.link}` : ''}`}
        onClick={to !== undefined ? () => void navigate(to) : undefined}
        aria-rowindex={row.index + 2}
        data-selected={selected || undefined}
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      >
        {row.getAllCells().map((cell, index) => {
          const display = byId.get(cell.column.id);
          // Text is cut at the column's width with an ellipsis; a badge shows whole (its column grows).
          return (
            <td
              key={cell.id}
              className={`${cellClass} ${pinnedClass(cell.column.id) ?? ''}`}
              style={{
                textAlign: display?.align ?? defaultAlign(display?.format),
                maxWidth: display?.format === 'enum' ? undefined : display?.width,
                opacity: columnOpacity(index),
              }}
            >
              {cellContent(cell)}
            </td>
          );
        })}
      </Table.Tr>
    );
  });
}

export const TableRows = memo(TableRowsOf);
