/**
 * The page state of a list page, restored from and saved to the session cache under the URL's
 * `sid`. The id is created on the first change, so opening a page costs no entry;
 * reloading or sharing the URL inside the session restores the same filters.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { appManifest } from '../manifests/manifests.ts';
import { type CachedPageState, newStateId, readPageState, writePageState, type PageState } from './page-state-cache.ts';

const { queryParam, lastKeyword, maxStatesPerPage } = appManifest.pageState;
const options = { lastKeyword, maxStatesPerPage };

/** A state just written, and the location (router key) it was written in. */
interface Written {
  fromLocation: string;
  entry: CachedPageState;
}

/**
 * The router applies a new `sid` in a transition, so for a while after a write the location is still
 * the one it was written in: the write itself is the truth until the URL names it. Any other location
 * (back navigation, the menu opening the page afresh) is read from the cache.
 */
function currentEntry(written: Written | undefined, location: string, sid: string | null, cached: CachedPageState | undefined): CachedPageState | undefined {
  return written && (location === written.fromLocation || sid === written.entry.id) ? written.entry : cached;
}

export interface PageStateHandle {
  /** The state to render. */
  state: PageState;
  update: (change: (current: PageState) => PageState) => void;
  /** The state as of the last update, even one made in this same event and not rendered yet. */
  latest: () => PageState;
}

export function usePageState(pageId: string, defaults: PageState): PageStateHandle {
  const [searchParams, setSearchParams] = useSearchParams();
  const sid = searchParams.get(queryParam);
  const { key: location } = useLocation();
  const [written, setWritten] = useState<Written>();
  // The same write, readable at once by a handler that runs before the next render.
  const writtenNow = useRef<Written>(undefined);

  const cached = useMemo(() => (sid ? readPageState(sessionStorage, pageId, sid, options) : undefined), [pageId, sid]);
  const entry = currentEntry(written, location, sid, cached);
  const state = entry?.state ?? defaults;

  // `sid=last` names no state of its own: show the real id, or drop it when nothing is cached.
  useEffect(() => {
    if (sid !== lastKeyword) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (cached) next.set(queryParam, cached.id);
        else next.delete(queryParam);
        return next;
      },
      { replace: true },
    );
  }, [sid, cached, setSearchParams]);

  // What the last committed render saw: handlers read it, so one kept from an older render (a table
  // library may hold its first callback) still builds on the current state and URL.
  const view = useRef({ location, sid, cached, defaults });
  useLayoutEffect(() => {
    view.current = { location, sid, cached, defaults };
  });

  const latestEntry = useCallback(() => {
    const seen = view.current;
    return currentEntry(writtenNow.current, seen.location, seen.sid, seen.cached);
  }, []);
  const latest = useCallback(() => latestEntry()?.state ?? view.current.defaults, [latestEntry]);

  const update = useCallback(
    (change: (current: PageState) => PageState) => {
      const { location: at, sid: shown, defaults: initial } = view.current;
      const base = latestEntry();
      const id = base?.id ?? (shown && shown !== lastKeyword ? shown : newStateId(sessionStorage, pageId, Date.now()));
      const next: Written = { fromLocation: at, entry: { id, state: change(base?.state ?? initial) } };
      writePageState(sessionStorage, pageId, next.entry, options);
      writtenNow.current = next;
      setWritten(next);
      if (id !== shown) {
        setSearchParams(
          (params) => {
            const url = new URLSearchParams(params);
            url.set(queryParam, id);
            return url;
          },
          { replace: true },
        );
      }
    },
    [latestEntry, pageId, setSearchParams],
  );

  return { state, update, latest };
}
