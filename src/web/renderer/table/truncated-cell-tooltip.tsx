/**
 * The whole text of a table cell cut short with an ellipsis, in a tooltip while the pointer is on the
 * cell or focus is inside it. One tooltip for the table, moved from cell to cell by delegated events: a
 * tooltip per cell would add a component and its listeners to each of a long page's thousand cells, and
 * measuring one cell as the pointer enters it costs nothing a user could notice. Mantine's Tooltip comes
 * with the overlay code (deferred-overlays.ts), which the pointer's first move over the page loads.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useOverlays } from '../overlays/deferred-overlays.ts';

/** Whether the cell, or an element inside it, holds more text than it shows. */
function isTruncated(cell: Element): boolean {
  return [cell, ...cell.querySelectorAll('*')].some((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth);
}

export function TruncatedCellTooltip({ container }: { container: RefObject<HTMLElement | null> }) {
  const overlays = useOverlays();
  const [cell, setCell] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const show = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest('td') : null;
      setCell(target && root.contains(target) && isTruncated(target) ? target : null);
    };
    const hide = () => setCell(null);
    // Drawn once the overlay code is there, which the pointer's arrival over the page loads: a cell
    // already under the pointer, or holding focus, is shown without waiting for the next move.
    const current = root.querySelector('td:hover') ?? (document.activeElement instanceof Element ? document.activeElement.closest('td') : null);
    if (current instanceof HTMLElement && root.contains(current) && isTruncated(current)) setCell(current);
    root.addEventListener('pointerover', show);
    root.addEventListener('focusin', show);
    root.addEventListener('pointerleave', hide);
    root.addEventListener('focusout', hide);
    return () => {
      root.removeEventListener('pointerover', show);
      root.removeEventListener('focusin', show);
      root.removeEventListener('pointerleave', hide);
      root.removeEventListener('focusout', hide);
    };
  }, [container]);

  // Mantine's Tooltip needs a target or a child: none is drawn while no cell is cut short.
  return overlays && cell && <overlays.Tooltip label={cell.textContent} target={cell} opened multiline maw={480} />;
}
