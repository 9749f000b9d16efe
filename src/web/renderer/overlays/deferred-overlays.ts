/**
 * Overlays (tooltips, menus, dialogs, toasts) are drawn only after an interaction, so their code is
 * not part of a page's first load: it loads at the user's first input (first-input.ts), or when
 * something needs it first (a toast, a confirm dialog). Until then the parts that use it draw their
 * trigger alone (deferred-tooltip.tsx, deferred-menu.tsx). The loaded code is handed over only when
 * no pointer or key is held, so a trigger never changes between the press and the click it makes.
 */
import { useSyncExternalStore } from 'react';
import { loadOnFirstInput, whenNothingHeld } from './first-input.ts';
import { chunk } from '../../app/code-chunk.ts';

export type OverlayParts = typeof import('./overlay-parts.ts');

let parts: OverlayParts | undefined;
let loading: Promise<OverlayParts> | undefined;
const loadParts = chunk(() => import('./overlay-parts.ts'));
const listeners = new Set<() => void>();

function publish(module: OverlayParts): void {
  if (parts) return;
  parts = module;
  for (const listener of listeners) listener();
}

/** Loads the overlay code (once; a failed load is tried again on the next call). */
export function loadOverlays(): Promise<OverlayParts> {
  loading ??= loadParts().then(
    (module) => {
      whenNothingHeld(() => publish(module));
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

loadOnFirstInput(loadOverlays);

/** The overlay code once it is there to draw with; `undefined` before. */
export function useOverlays(): OverlayParts | undefined {
  return useSyncExternalStore(subscribe, current, current);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function current(): OverlayParts | undefined {
  return parts;
}
