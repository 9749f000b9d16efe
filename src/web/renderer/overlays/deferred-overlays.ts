/**
 * Overlays (tooltips, menus, dialogs, toasts) are drawn only after an interaction, so their code is
 * not part of a page's first load (issue #17's JS budget): it loads on the user's first input
 * (pointer, key, touch or wheel), or when something needs it first (a toast, a confirm dialog).
 * Until then the parts that use it draw their trigger alone (deferred-tooltip.tsx,
 * deferred-menu.tsx). The loaded code is handed over only when no pointer or key is held, so a
 * trigger never changes between the press and the click it makes.
 */
import { useSyncExternalStore } from 'react';

export type OverlayParts = typeof import('./overlay-parts.ts');

let parts: OverlayParts | undefined;
let arrived: OverlayParts | undefined;
let loading: Promise<OverlayParts> | undefined;
const listeners = new Set<() => void>();
/** Pointers and keys held down now. */
const held = new Set<string>();

function publish(): void {
  if (parts || !arrived || held.size > 0) return;
  parts = arrived;
  for (const listener of listeners) listener();
}

/** Loads the overlay code (once; a failed load is tried again on the next call). */
export function loadOverlays(): Promise<OverlayParts> {
  loading ??= import('./overlay-parts.ts').then(
    (module) => {
      arrived = module;
      publish();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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

const firstInputs = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/** Starts loading the overlay code at the first input on the page, and tracks what is held down. */
export function loadOverlaysOnFirstInput(target: Window = window): void {
  const start = () => {
    for (const type of firstInputs) target.removeEventListener(type, start, true);
    loadOverlays().catch(() => undefined);
  };
  for (const type of firstInputs) target.addEventListener(type, start, { capture: true, passive: true });
  // Handed over once the press ends: after its click, which the browser dispatches in the same task.
  const release = (key: string) => {
    if (held.delete(key) && held.size === 0) setTimeout(publish, 0);
  };
  target.addEventListener('pointerdown', (event) => held.add(`pointer ${event.pointerId}`), true);
  target.addEventListener('pointerup', (event) => release(`pointer ${event.pointerId}`), true);
  target.addEventListener('pointercancel', (event) => release(`pointer ${event.pointerId}`), true);
  target.addEventListener('keydown', (event) => held.add(`key ${event.code}`), true);
  target.addEventListener('keyup', (event) => release(`key ${event.code}`), true);
  target.addEventListener('blur', () => {
    held.clear();
    setTimeout(publish, 0);
  });
}
