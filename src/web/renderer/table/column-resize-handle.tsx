/**
 * The grip on a header's right edge that resizes its column: dragged with the pointer, or focused
 * with Tab (a vertical separator that states the width) and moved with the arrow keys (Shift for
 * larger steps); Home goes back to the column's default width.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import classes from './data-table.module.css';
import { clampWidth, maxColumnWidth, minColumnWidth } from './column-preferences.ts';
import { widthForKey } from './column-resize-keys.ts';

export interface ColumnResizeHandleProps {
  /** The column's title, for the grip's accessible name. */
  label: string;
  /** The width the column is drawn at, until the header has been measured. */
  width: number | undefined;
  onResize: (width: number) => void;
  /** Back to the column's default width. */
  onReset: () => void;
}

const headerWidth = (handle: HTMLElement | null) => handle?.parentElement?.getBoundingClientRect().width ?? 0;

export function ColumnResizeHandle({ label, width, onResize, onReset }: ColumnResizeHandleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  const current = clampWidth(measured || width || minColumnWidth);

  // The observer reports the header's width once it is laid out, then on every change; measuring it
  // here at once would force the layout of the whole new page while it is being drawn (every grip of
  // every column did).
  useEffect(() => {
    const header = ref.current?.parentElement;
    if (!header) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? headerWidth(ref.current);
      setMeasured(Math.round(width));
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    const start = event.clientX;
    const startWidth = headerWidth(handle);
    handle.setPointerCapture(event.pointerId);
    const move = (next: globalThis.PointerEvent) => onResize(clampWidth(startWidth + next.clientX - start));
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Measured now: a key held down repeats faster than the header reports its new width.
    const next = widthForKey(event.key, event.shiftKey, Math.round(headerWidth(event.currentTarget)) || current);
    if (next === undefined) return;
    // The arrow keys resize the column instead of scrolling the table's box.
    event.preventDefault();
    event.stopPropagation();
    if (next === 'default') onReset();
    else onResize(next);
  };

  return (
    // A focusable separator with a value is a widget (WAI-ARIA "window splitter"); the lint rule takes every separator as static.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      className={classes.resizeHandle}
      data-resize-handle
      role="separator"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={`Redimensionar coluna ${label}`}
      aria-orientation="vertical"
      aria-valuenow={current}
      aria-valuemin={minColumnWidth}
      aria-valuemax={maxColumnWidth}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
