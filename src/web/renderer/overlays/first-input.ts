/**
 * The user's first input on the page (pointer, key, touch, wheel) starts loading the code that only
 * interactions need (overlays, the date pickers' calendar, the menu's pages), so that code is not part
 * of a page's first load and is there by the time the user reaches it. Also tracks the pointers and
 * keys held down, so code that redraws a trigger waits for the press to end.
 */
const firstInputs = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

let inputSeen = false;
const waitingLoads = new Set<() => unknown>();
/** Pointers and keys held down now. */
const held = new Set<string>();
const waitingReleases = new Set<() => void>();

function run(load: () => unknown): void {
  try {
    Promise.resolve(load()).catch(() => undefined);
  } catch {
    // a failed load is tried again by whatever needs it
  }
}

/** Runs `load` at the first input, or now if there has been one; the returned function gives up waiting. */
export function loadOnFirstInput(load: () => unknown): () => void {
  if (inputSeen) run(load);
  else waitingLoads.add(load);
  return () => waitingLoads.delete(load);
}

/** Runs `callback` now when no pointer or key is held, else once the press has ended (after its click). */
export function whenNothingHeld(callback: () => void): void {
  if (held.size === 0) callback();
  else waitingReleases.add(callback);
}

function released(): void {
  // After the click the browser dispatches in the same task as the pointerup or keyup.
  setTimeout(() => {
    if (held.size > 0) return;
    for (const callback of waitingReleases) callback();
    waitingReleases.clear();
  }, 0);
}

/** Watches the page's inputs (once, from the app's start). */
export function watchFirstInput(target: Window = window): void {
  const start = () => {
    for (const type of firstInputs) target.removeEventListener(type, start, true);
    inputSeen = true;
    for (const load of waitingLoads) run(load);
    waitingLoads.clear();
  };
  for (const type of firstInputs) target.addEventListener(type, start, { capture: true, passive: true });
  const release = (key: string) => {
    if (held.delete(key) && held.size === 0) released();
  };
  target.addEventListener('pointerdown', (event) => held.add(`pointer ${event.pointerId}`), true);
  target.addEventListener('pointerup', (event) => release(`pointer ${event.pointerId}`), true);
  target.addEventListener('pointercancel', (event) => release(`pointer ${event.pointerId}`), true);
  target.addEventListener('keydown', (event) => held.add(`key ${event.code}`), true);
  target.addEventListener('keyup', (event) => release(`key ${event.code}`), true);
  target.addEventListener('blur', () => {
    held.clear();
    released();
  });
}
