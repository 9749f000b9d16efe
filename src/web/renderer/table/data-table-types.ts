/**
 * The types the data table shares with its rows (table-rows.tsx), in a module of its own so the rows
 * need not import the table that draws them.
 */
import type { ReactNode } from 'react';
import type { rowSortingFeature } from '@tanstack/react-table';

export type Row = Readonly<Record<string, unknown>>;

export interface RowSelectionColumn {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  isSelected: (row: Row) => boolean;
}

/** The TanStack features the table is built with: data-table.tsx passes exactly these to `tableFeatures`. */
export type DataTableFeatures = { rowSortingFeature: typeof rowSortingFeature };
