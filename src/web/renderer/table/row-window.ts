/**
 * Windowing for long tables: only the rows inside the scrolled viewport (plus an overscan) are
 * mounted; spacer rows keep the scroll height. Rows have a fixed height.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface RowWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/** Pure: the rows to mount for a scroll position. */
export function rowWindow(count: number, rowHeight: number, scrollTop: number, viewport: number, overscan: number): RowWindow {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const visible = Math.ceil(viewport / rowHeight) + 2 * overscan;
  const end = Math.min(count, first + Math.max(visible, 1));
  const start = Math.min(first, end);
  return { start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}

export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  { rowHeight, enabled, overscan = 10, fallbackViewport = 600 }: { rowHeight: number; enabled: boolean; overscan?: number; fallbackViewport?: number },
): RowWindow {
  const [position, setPosition] = useState({ top: 0, height: fallbackViewport });

  useEffect(() => {
    const element = scrollRef.current;
    if (!enabled || !element) return;
    const measure = () => setPosition({ top: element.scrollTop, height: element.clientHeight || fallbackViewport });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [scrollRef, enabled, fallbackViewport]);

  if (!enabled) return { start: 0, end: count, padTop: 0, padBottom: 0 };
  return rowWindow(count, rowHeight, position.top, position.height, overscan);
}
