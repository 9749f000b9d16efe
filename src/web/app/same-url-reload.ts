/**
 * "Navigating to the same URL reloads" (spec §2): a click on a link to the page already shown
 * gets a new location key from the router but the same URL. Such a navigation marks every cached
 * query stale and bumps a counter the root layout keys the page with, so the page remounts and
 * fetches its data again. Filter changes inside a page change the URL, so they never remount it.
 */
import type { Location } from 'react-router-dom';

type Router = {
  state: { location: Location; historyAction: string };
  subscribe: (listener: (state: { location: Location; historyAction: string }) => void) => () => void;
};

function href(location: Location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export interface ReloadCounter {
  subscribe: (listener: () => void) => () => void;
  current: () => number;
}

export function watchSameUrlNavigations(router: Router, onSameUrl: () => void): () => void {
  let last = router.state.location;
  return router.subscribe((state) => {
    const next = state.location;
    if (next.key === last.key) return;
    const same = href(next) === href(last) && state.historyAction !== 'POP';
    last = next;
    if (same) onSameUrl();
  });
}

export function createReloadCounter(): ReloadCounter & { bump: () => void } {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => count,
    bump: () => {
      count += 1;
      for (const listener of listeners) listener();
    },
  };
}
