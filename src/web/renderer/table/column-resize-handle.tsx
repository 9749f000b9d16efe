/**
 * The grip on a header's right edge that resizes its column: drag it, or focus it and press the
 * left and right arrows.
 */
import type { KeyboardEvent, PointerEvent } from 'react';
import classes from './data-table.module.css';
import { clampWidth, maxColumnWidth, minColumnWidth } from './column-preferences.ts';

const keyStep = 10;

export function ColumnResizeHandle({ label, width, onResize }: { label: string; width: number; onResize: (width: number) => void }) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const handle = event.currentTarget;
    const start = event.clientX;
    const startWidth = handle.parentElement?.getBoundingClientRect().width ?? width;
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
    const step = event.key === 'ArrowRight' ? keyStep : event.key === 'ArrowLeft' ? -keyStep : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(clampWidth(width + step));
  };
  return (
    <div
      className={classes.resizeHandle}
      role="slider"
      aria-orientation="horizontal"
      aria-label={`Largura da coluna ${label}`}
      aria-valuenow={width}
      aria-valuetext={`${width} px`}
      aria-valuemin={minColumnWidth}
      aria-valuemax={maxColumnWidth}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
