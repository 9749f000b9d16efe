/** Same-URL navigations raise the page's reload number; the number belongs to the location it was reached at. */
import type { Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createSameUrlReloads } from '../../../../src/web/app/same-url-reload.ts';

type State = { location: Location; historyAction: string };

function fakeRouter(first: Location) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: { location: first, historyAction: 'POP' } as State,
    subscribe: (listener: (state: State) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go: (key: string, pathname: string, historyAction: string, search = '') => {
      router.state = { location: { key, pathname, search, hash: '', state: null }, historyAction };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

const at = (key: string, pathname: string): Location => ({ key, pathname, search: '', hash: '', state: null });

describe('same-URL reloads', () => {
  it('raises the number on a link to the URL shown (push or replace), not on other URLs or back/forward', () => {
    const router = fakeRouter(at('a', '/profile'));
    const reloads = createSameUrlReloads();
    const onSameUrl = vi.fn();
    reloads.watch(router, onSameUrl);
    router.go('b', '/profile', 'REPLACE');
    router.go('c', '/vehicles/search', 'PUSH', '?page=2');
    router.go('d', '/vehicles/search', 'PUSH', '?page=3');
    router.go('e', '/vehicles/search', 'PUSH', '?page=3');
    router.go('d', '/vehicles/search', 'POP', '?page=3');
    expect(onSameUrl).toHaveBeenCalledTimes(2);
    expect(['a', 'b', 'c', 'd', 'e'].map(reloads.reloadOf)).toEqual([0, 1, 1, 2, 2]);
  });

  it('keeps the number of a location rendered again after a redirect to the same URL, so its page is not remounted', () => {
    const router = fakeRouter(at('start', '/access-denied'));
    const reloads = createSameUrlReloads();
    reloads.watch(router, () => undefined);
    router.go('pop', '/', 'POP');
    router.go('redirect-1', '/access-denied', 'REPLACE');
    router.go('redirect-2', '/access-denied', 'REPLACE');
    // a render of "/" (the guard's redirect) after the second redirect still gets its own number
    expect(reloads.reloadOf('pop')).toBe(0);
    expect(reloads.reloadOf('redirect-2')).toBe(1);
  });

  it('stops following the router when asked', () => {
    const router = fakeRouter(at('a', '/'));
    const reloads = createSameUrlReloads();
    const onSameUrl = vi.fn();
    reloads.watch(router, onSameUrl)();
    router.go('b', '/', 'PUSH');
    expect(onSameUrl).not.toHaveBeenCalled();
    expect(reloads.reloadOf('b')).toBe(0);
  });
});
