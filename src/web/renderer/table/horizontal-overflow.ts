/**
 * Whether a scroll box's content continues past its left or right edge (a table wider than the
 * page), kept current as the box scrolls, the window resizes or the rows change.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface HorizontalOverflow {
  left: boolean;
  right: boolean;
}

export function useHorizontalOverflow(scrollRef: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ left: false, right: false });

  useEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const measure = () => {
      // A pixel of rounding is no overflow.
      const next = { left: box.scrollLeft > 1, right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
      setOverflow((current) => (current.left === next.left && current.right === next.right ? current : next));
    };
    box.addEventListener('scroll', measure, { passive: true });
    // The box follows the window; its content (the table) follows the columns and rows. The observer
    // also measures once as it starts, after the browser's own layout: measuring here would force one
    // in the middle of the page's first draw.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [scrollRef]);

  return overflow;
}
