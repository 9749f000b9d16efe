/**
 * The generic table of list pages and related lists (TanStack Table v9). Sorting and paging are
 * the server's: the table only reports clicks. Long pages (more than 100 rows) mount only the
 * rows in view.
 */
import { lazy, Suspense, useCallback, useMemo, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Box, Group, LoadingOverlay, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsHorizontal, IconDatabaseOff } from '@tabler/icons-react';
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { readField } from '../field-path.ts';
import { enumManifests } from '../../manifests/enum-manifests.ts';
import { drillLabel } from '../drill/drill-label.ts';
import { defaultAlign, formatText } from '../format/format-value.ts';
import { valueContent } from '../format/value-view.tsx';
import { ColumnResizeHandle } from './column-resize-handle.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import type { SortKey } from '../../state/page-state-cache.ts';
import type { CanSee } from '../use-can.ts';
import classes from './data-table.module.css';
import type { DataTableFeatures, Row, RowSelectionColumn } from './data-table-types.ts';
import { columnOpacity, useCoveredColumns } from './covered-columns.ts';
import { useHorizontalOverflow } from './horizontal-overflow.ts';
import { useRowWindow } from './row-window.ts';
import { SortHeader } from './sort-header.tsx';
import { TableRows } from './table-rows.tsx';
import { useOverlays } from '../overlays/deferred-overlays.ts';
import { chunk } from '../../app/code-chunk.ts';

const TruncatedCellTooltip = lazy(chunk(() => import('./truncated-cell-tooltip.tsx').then((module) => ({ default: module.TruncatedCellTooltip }))));

/** The cut-short cells' tooltip, loaded once the overlays are, at the user's first input (deferred-overlays.ts). */
function DeferredCellTooltip({ container }: { container: RefObject<HTMLElement | null> }) {
  const overlays = useOverlays();
  return (
    overlays && (
      <Suspense fallback={null}>
        <TruncatedCellTooltip container={container} />
      </Suspense>
    )
  );
}

// The pages that hand the table its rows and selection name these types through the table.
export type { Row, RowSelectionColumn } from './data-table-types.ts';

/** «Sudeste, Em trânsito: 30 — ver os registros»: the name of a cell's link to the records it counts. */
function cellLinkLabel(columns: readonly ValueDisplay[], display: ValueDisplay, row: Row): string {
  const first = columns[0];
  const rowName =
    first && first !== display ? formatText(readField(row, first.field), first.format, first.enum ? enumManifests.get(first.enum) : undefined) : undefined;
  const what = rowName === undefined ? display.label : `${display.label}, ${rowName}`;
  return drillLabel(what, formatText(readField(row, display.field), display.format) ?? '');
}

export interface DataTableProps {
  /** Columns the user may see (already filtered by permission). */
  columns: readonly ValueDisplay[];
  rows: readonly Row[];
  canSee: CanSee;
  label: string;
  emptyText: string;
  loading?: boolean;
  sort?: readonly SortKey[];
  onSortChange?: (sort: SortKey[]) => void;
  /** Route opened by a row (click anywhere, or its first-column link); undefined for rows without one. */
  rowLink?: (row: Row) => string | undefined;
  /** Route a cell opens (a dashboard's count, to its records), undefined for cells without one; the row link comes first. */
  cellLink?: (row: Row, field: string) => string | undefined;
  /** Extra placeholder sources for cell links (route parameters). */
  context?: readonly PlaceholderSource[];
  /** Buttons of one row, drawn in a last "Ações" column (list pages with row actions). */
  rowActions?: (row: Row) => ReactNode;
  /** `pinned`: the "Ações" column stays on the right edge while a wide table scrolls. */
  rowActionsColumn?: 'end' | 'pinned';
  /** A leading checkbox column (form result tables with selection actions); selected rows are highlighted. */
  selection?: RowSelectionColumn;
  /** The first column stays on the left edge while a wide table scrolls (list pages). */
  stickyFirstColumn?: boolean;
  /** Headers get a grip that resizes their column to the given width, or back to its default when undefined (list pages). */
  onColumnResize?: (field: string, width: number | undefined) => void;
}

// The type argument is the features' one statement: a feature added here alone is an excess property.
const features = tableFeatures<DataTableFeatures>({ rowSortingFeature });
const helper = createColumnHelper<typeof features, Row>();
const rowHeight = 41;
const virtualizeAbove = 100;
const actionsColumnId = '__actions';
const selectionColumnId = '__selection';
/** One empty context for every table given none: a new one per draw would define the columns, and draw every cell, anew. */
const noContext: readonly PlaceholderSource[] = [];

function toSorting(sort: readonly SortKey[] | undefined): SortingState {
  return (sort ?? []).map((key) => ({ id: key.field, desc: key.direction === 'desc' }));
}

export function DataTable({
  columns,
  rows,
  canSee,
  label,
  emptyText,
  loading = false,
  sort,
  onSortChange,
  rowLink,
  cellLink,
  context = noContext,
  rowActions,
  rowActionsColumn = 'end',
  selection,
  stickyFirstColumn = false,
  onColumnResize,
}: DataTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const byId = useMemo(() => new Map(columns.map((column) => [column.field, column])), [columns]);

  const columnDefs = useMemo(
    () =>
      helper.columns([
        ...(selection ? [helper.display({ id: selectionColumnId, header: () => selection.header, cell: (info) => selection.cell(info.row.original) })] : []),
        ...columns.map((display) =>
          helper.accessor((row: Row) => readField(row, display.field), {
            id: display.field,
            header: display.label,
            enableSorting: display.sortable === true && onSortChange !== undefined,
            // The first column carries the row link as a real anchor (keyboard, new tab, screen readers).
            cell: (info) => {
              const row = info.row.original;
              const opensRow = display === columns[0] ? rowLink?.(row) : undefined;
              const opensRecords = opensRow === undefined ? cellLink?.(row, display.field) : undefined;
              return valueContent({
                display,
                record: row,
                canSee,
                context,
                compact: true,
                linkTo: opensRow ?? opensRecords,
                // A count alone does not say what it counts: its column and its row's first value do.
                linkLabel: opensRecords === undefined ? undefined : cellLinkLabel(columns, display, row),
              });
            },
          }),
        ),
        ...(rowActions ? [helper.display({ id: actionsColumnId, header: 'Ações', cell: (info) => rowActions(info.row.original) })] : []),
      ]),
    [columns, canSee, context, onSortChange, rowLink, cellLink, rowActions, selection],
  );
  const sorting = useMemo(() => toSorting(sort), [sort]);
  const data = rows as Row[];

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    state: { sorting },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(next.map((entry) => ({ field: entry.id, direction: entry.desc ? 'desc' : 'asc' })));
    },
  });

  const tableRows = table.getRowModel().rows;
  const virtual = tableRows.length > virtualizeAbove;
  const visible = useRowWindow(scrollRef, tableRows.length, { rowHeight, enabled: virtual });
  const hidden = useHorizontalOverflow(scrollRef);
  const scrollable = virtual || hidden.left || hidden.right;
  const columnCount = Math.max(columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0), 1);

  // On a phone a sticky first column beside the pinned "Ações" would leave no room for the others.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const pinnedActions = rowActions !== undefined && rowActionsColumn === 'pinned';
  const stickyStart = stickyFirstColumn && !selection && !(narrow && pinnedActions) ? columns[0]?.field : undefined;
  const pinnedClass = useCallback(
    (columnId: string) => (columnId === actionsColumnId && pinnedActions ? classes.pinned : columnId === stickyStart ? classes.pinnedStart : undefined),
    [pinnedActions, stickyStart],
  );
  const covered = useCoveredColumns(scrollRef, pinnedActions || stickyStart !== undefined, columnDefs);

  return (
    <div>
      {/* On a narrow screen (no scroll bar in sight) the table says it slides sideways. */}
      {(hidden.left || hidden.right) && (
        <Group gap={6} wrap="nowrap" className={classes.scrollHint}>
          <IconArrowsHorizontal size={16} aria-hidden />
          <Text size="xs" c="dimmed">
            Deslize a tabela para o lado para ver todas as colunas
          </Text>
        </Group>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': 'Carregando' } as object} />
        {/* A long or wide table scrolls inside its own box: the box takes focus so the arrow keys scroll it. */}
        <div
          ref={scrollRef}
          className={virtual ? classes.scrollBoth : classes.scrollX}
          style={{ '--row-height': `${rowHeight}px`, ...covered.box } as CSSProperties}
          {...(scrollable ? { tabIndex: 0, role: 'group', 'aria-label': `${label}: lista rolável` } : {})}
        >
          <Table
            miw={640}
            striped
            highlightOnHover
            stickyHeader={virtual}
            verticalSpacing="xs"
            aria-label={label}
            aria-rowcount={tableRows.length + 1}
            aria-busy={loading}
            style={covered.table}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header, index) => {
                    const display = byId.get(header.column.id);
                    const direction = header.column.getIsSorted();
                    return (
                      <Table.Th
                        key={header.id}
                        className={[classes.header, pinnedClass(header.column.id), display && onColumnResize ? classes.resizable : undefined]
                          .filter(Boolean)
                          .join(' ')}
                        style={{
                          ...(header.column.id === selectionColumnId
                            ? { width: 44 }
                            : { minWidth: display?.width, width: display?.width, textAlign: display?.align ?? defaultAlign(display?.format) }),
                          opacity: columnOpacity(index),
                        }}
                        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <SortHeader
                            label={display?.label ?? header.column.id}
                            direction={direction}
                            onToggle={() => header.column.toggleSorting(direction === 'asc')}
                          />
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                        {display && onColumnResize && (
                          <ColumnResizeHandle
                            label={display.label}
                            width={display.width}
                            onResize={(width) => onColumnResize(display.field, width)}
                            onReset={() => onColumnResize(display.field, undefined)}
                          />
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {visible.padTop > 0 && <tr aria-hidden style={{ height: visible.padTop }} />}
              <TableRows
                rows={tableRows}
                cellDefinitions={columnDefs}
                start={visible.start}
                end={visible.end}
                byId={byId}
                rowLink={rowLink}
                selection={selection}
                pinnedClass={pinnedClass}
              />
              {visible.padBottom > 0 && <tr aria-hidden style={{ height: visible.padBottom }} />}
              {tableRows.length === 0 && !loading && (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Stack align="center" gap={4} py="xl">
                      <IconDatabaseOff size={28} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
                      <Text c="dimmed" size="sm">
                        {emptyText}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </div>
        <DeferredCellTooltip container={scrollRef} />
        {/* Shadows on the edges the table continues past, so no column looks cut off (a sticky first
          or pinned "Ações" column casts its own, beside the columns that pass under it). */}
        {hidden.left && stickyStart === undefined && <div className={`${classes.edge} ${classes.edgeLeft}`} data-edge="left" aria-hidden />}
        {hidden.right && !pinnedActions && <div className={`${classes.edge} ${classes.edgeRight}`} data-edge="right" aria-hidden />}
      </Box>
    </div>
  );
}
