/**
 * The grip on a header's right edge that resizes its column by dragging (a pointer affordance:
 * it stays out of the Tab order so that keyboard users do not pass a grip per column).
 */
import type { PointerEvent } from 'react';
import classes from './data-table.module.css';
import { clampWidth } from './column-preferences.ts';

export function ColumnResizeHandle({ onResize }: { onResize: (width: number) => void }) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    const start = event.clientX;
    const startWidth = handle.parentElement?.getBoundingClientRect().width ?? 0;
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
  return <div className={classes.resizeHandle} data-resize-handle aria-hidden onPointerDown={onPointerDown} />;
}
