/**
 * "Navigating to the same URL reloads": a click on a link to the page already shown
 * gets a new location key from the router but the same URL. Such a navigation marks every cached
 * query stale and raises the reload number the root layout keys the page with, so the page
 * remounts and fetches its data again. Filter changes inside a page change the URL, so they never
 * remount it.
 *
 * The number is looked up by the key of the location being rendered, not kept as state of its
 * own: React renders router updates in transitions and may render the previous location again
 * meanwhile. Keyed by a separate counter, such a render remounted the previous page; when that
 * page was a guard's redirect (<Navigate replace> to /access-denied), the remount navigated to
 * the same URL again, which raised the counter again: an endless loop ("Maximum update depth").
 */
import type { Location } from 'react-router-dom';

type Router = {
  state: { location: Location; historyAction: string };
  subscribe: (listener: (state: { location: Location; historyAction: string }) => void) => () => void;
};

function href(location: Location): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export interface SameUrlReloads {
  /** The reload number of the page shown at this location (0 until a same-URL navigation). */
  reloadOf: (locationKey: string) => number;
  /** Follows the router's navigations; `onSameUrl` runs before the page at the new location renders. */
  watch: (router: Router, onSameUrl: () => void) => () => void;
}

export function createSameUrlReloads(): SameUrlReloads {
  let reloads = 0;
  const reloadByKey = new Map<string, number>();
  return {
    reloadOf: (locationKey) => reloadByKey.get(locationKey) ?? 0,
    watch: (router, onSameUrl) => {
      let last = router.state.location;
      return router.subscribe((state) => {
        const next = state.location;
        if (next.key === last.key) return;
        const same = href(next) === href(last) && state.historyAction !== 'POP';
        last = next;
        if (same) {
          reloads += 1;
          onSameUrl();
        }
        reloadByKey.set(next.key, reloads);
      });
    },
  };
}
