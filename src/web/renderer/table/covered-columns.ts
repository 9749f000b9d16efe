/**
 * Which data columns of a scrolled table lie, wholly or in part, under its pinned columns (the sticky
 * first column, the pinned "Ações"). Those are left out (transparent) until scrolled clear, so a value is
 * never read half-covered — e.g. a right-aligned "Atraso (dias)" under the "Encerrar" button while its
 * header shows — and the box's scroll padding keeps focus and scrolling into view clear of the pins.
 */
import { useEffect, useMemo, useState, type CSSProperties, type RefObject } from 'react';
import classes from './data-table.module.css';

/** A column's place along the table, in pixels from the table's left edge. */
export interface ColumnSpan {
  start: number;
  end: number;
}

/** How much of the box the pinned columns take at each side. */
export interface PinnedWidths {
  start: number;
  end: number;
}

// Sub-pixel widths round differently in the table and in the box's scroll range.
const tolerance = 1;

/**
 * Pure: for each column (null for a pinned one), whether it is covered with the box scrolled to
 * `scrollLeft`. A side with no pinned column only has the box's edge, which columns pass as any
 * scrolled content does; a column wider than the clear band can never read whole: it is never left out.
 */
export function coveredColumns(columns: readonly (ColumnSpan | null)[], scrollLeft: number, boxWidth: number, pinned: PinnedWidths): boolean[] {
  const from = scrollLeft + pinned.start - tolerance;
  const to = scrollLeft + boxWidth - pinned.end + tolerance;
  return columns.map(
    (column) => column !== null && column.end - column.start <= to - from && ((pinned.start > 0 && column.start < from) || (pinned.end > 0 && column.end > to)),
  );
}

interface Layout {
  columns: (ColumnSpan | null)[];
  pinned: PinnedWidths;
}

/** The side a header cell is pinned to (data-table.module.css), if it is. */
function pinnedSide(cell: HTMLTableCellElement): keyof PinnedWidths | undefined {
  if (classes.pinnedStart && cell.classList.contains(classes.pinnedStart)) return 'start';
  if (classes.pinned && cell.classList.contains(classes.pinned)) return 'end';
  return undefined;
}

/** The header row's cells, measured once per layout change (not per scroll). */
function measure(table: HTMLTableElement): Layout {
  const cells = [...(table.tHead?.rows[0]?.cells ?? [])];
  const origin = table.getBoundingClientRect().left;
  const pinned = { start: 0, end: 0 };
  const columns = cells.map((cell) => {
    const rect = cell.getBoundingClientRect();
    const side = pinnedSide(cell);
    if (side) pinned[side] += rect.width;
    return side ? null : { start: rect.left - origin, end: rect.right - origin };
  });
  return { columns, pinned };
}

export interface CoveredColumnStyles {
  /** For the table: the opacity of each covered column's cells (table-rows.tsx reads `columnOpacity`). */
  table: CSSProperties | undefined;
  /** For the scroll box: scroll padding as wide as the pinned columns. */
  box: CSSProperties | undefined;
}

/** The custom property, set on the table, a column's cells take their opacity from (0 while covered). */
const opacityProperty = (index: number) => `--column-opacity-${index}`;

/** The opacity of the cells of the column at `index` (its cells' index in their row). */
export const columnOpacity = (index: number) => `var(${opacityProperty(index)}, 1)`;

/**
 * Keeps the covered columns current as the box scrolls or resizes. `enabled`: the table has a pinned
 * column; `columnDefinitions`: the table's columns, its header cells measured anew when they change.
 */
export function useCoveredColumns(scrollRef: RefObject<HTMLElement | null>, enabled: boolean, columnDefinitions: unknown): CoveredColumnStyles {
  const [covered, setCovered] = useState<readonly boolean[]>([]);
  const [pinned, setPinned] = useState<PinnedWidths>({ start: 0, end: 0 });

  useEffect(() => {
    const box = scrollRef.current;
    const table = box?.querySelector('table');
    if (!enabled || !box || !table) return;
    let layout: Layout | undefined;
    const update = () => {
      if (!layout) return;
      const next = coveredColumns(layout.columns, box.scrollLeft, box.clientWidth, layout.pinned);
      setCovered((current) => (current.length === next.length && current.every((value, index) => value === next[index]) ? current : next));
    };
    // After the browser's own layout (the observer measures once as it starts), never in the middle of a draw.
    const observer = new ResizeObserver(() => {
      layout = measure(table);
      const widths = layout.pinned;
      setPinned((current) => (current.start === widths.start && current.end === widths.end ? current : widths));
      update();
    });
    // A column's width also follows its rows' content, in a table whose own width stays put.
    for (const element of [box, table, ...(table.tHead?.rows[0]?.cells ?? [])]) observer.observe(element);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      box.removeEventListener('scroll', update);
      observer.disconnect();
      setCovered([]);
    };
  }, [scrollRef, enabled, columnDefinitions]);

  return useMemo(
    () => ({
      table: covered.some(Boolean)
        ? (Object.fromEntries(covered.flatMap((hidden, index) => (hidden ? [[opacityProperty(index), 0]] : []))) as CSSProperties)
        : undefined,
      box: enabled ? { scrollPaddingInline: `${pinned.start}px ${pinned.end}px` } : undefined,
    }),
    [covered, pinned, enabled],
  );
}
