/**
 * What a key pressed on a column's resize grip asks for: ArrowLeft/ArrowRight narrow or widen the
 * column by a step (a larger one with Shift), Home brings back its default width.
 */
import { clampWidth } from './column-preferences.ts';

export const resizeStep = 10;
export const largeResizeStep = 50;

/** A new width in pixels, `'default'`, or undefined for a key the grip does not handle. */
export type ResizeKeyResult = number | 'default' | undefined;

export function widthForKey(key: string, shiftKey: boolean, width: number): ResizeKeyResult {
  const step = shiftKey ? largeResizeStep : resizeStep;
  if (key === 'ArrowRight') return clampWidth(width + step);
  if (key === 'ArrowLeft') return clampWidth(width - step);
  if (key === 'Home') return 'default';
  return undefined;
}
