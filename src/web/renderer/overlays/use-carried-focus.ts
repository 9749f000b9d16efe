import { useLayoutEffect, useRef } from 'react';

/**
 * A trigger drawn again with its overlay (deferred-overlays.ts) is a new element: when the old one
 * had the keyboard focus, the new one takes it, so a keyboard user never loses their place.
 * Returns the ref to put on the trigger, before and after.
 */
export function useCarriedFocus(swapped: boolean) {
  const node = useRef<HTMLElement | null>(null);
  const drawnSwapped = useRef(swapped);
  const hadFocus = useRef(false);
  if (drawnSwapped.current !== swapped) {
    // Rendering the swap: the old element is still in the document.
    drawnSwapped.current = swapped;
    hadFocus.current = node.current !== null && node.current === document.activeElement;
  }
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    node.current?.focus({ preventScroll: true });
  }, [swapped]);
  return node;
}
