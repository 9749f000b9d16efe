/**
 * The page state of a list page, restored from and saved to the session cache under the URL's
 * `sid`, and written readably into the URL beside it (page-state-url.ts), so a link copied
 * to another tab or sent to a colleague reproduces the list. The id is created on the first change,
 * so opening a page costs no entry.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { appManifest } from '../manifests/app-manifest.ts';
import { type CachedPageState, newStateId, readPageState, writePageState, type PageState } from './page-state-cache.ts';
import { type LinkProblem, linkQuery, readUrlState, type UrlShape, writeUrlState } from './page-state-url.ts';

const { queryParam, lastKeyword, maxStatesPerPage } = appManifest.pageState;
const options = { lastKeyword, maxStatesPerPage };
/** The URL parameter naming the saved view a link opens (Visões: `?view=<id>`). */
export const viewParam = 'view';
/** The URL parameters the app writes beside a list's state: the tab's `sid`, and the saved view. */
const owned = [queryParam, viewParam];
const noProblems: LinkProblem[] = [];
/**
 * How the page writes its own state into the URL: in the history entry shown, and where the page is
 * scrolled (the router's scroll restoration would take it to the top, closing what the user had open).
 */
export const inPlace = { replace: true, preventScrollReset: true } as const;

/** A state just written, the location (router key) it was written in, and the visit it belongs to. */
interface Written {
  fromLocation: string;
  visit: string;
  entry: CachedPageState;
}

/**
 * The router applies a new URL in a transition, so for a while after a write the location is still
 * the one it was written in: the write itself is the truth until the URL names it. Any other location
 * (back navigation, a shared link, the menu opening the page afresh) is read from the state the URL
 * carries, else from the cache under its `sid`.
 */
function applyingWrite(written: Written | undefined, location: string, sid: string | null): Written | undefined {
  return written && (location === written.fromLocation || sid === written.entry.id) ? written : undefined;
}

function currentEntry(written: Written | undefined, location: string, sid: string | null, fromUrl: CachedPageState | undefined): CachedPageState | undefined {
  return applyingWrite(written, location, sid)?.entry ?? fromUrl;
}

/** The visit shown: the location the page's own writes started from, else the location itself (one the page did not write). */
function currentVisit(written: Written | undefined, location: string, sid: string | null): string {
  return applyingWrite(written, location, sid)?.visit ?? location;
}

/** The state cached under `sid` (`last`: the most recent one). */
function cachedEntry(pageId: string, sid: string | null): CachedPageState | undefined {
  return sid ? readPageState(sessionStorage, pageId, sid, options) : undefined;
}

/** What the URL at `search` says of the state, for a page whose state it carries. */
function readUrl(search: string, defaults: PageState, inUrl: UrlShape | undefined) {
  return inUrl ? readUrlState(new URLSearchParams(search), defaults, inUrl, owned) : undefined;
}

/**
 * True when the URL `search` carries the page's state (list parameters or a `sid`): a page opened so
 * shows that state, not its default view nor the view a `view` parameter names.
 */
export function urlCarriesState(search: string, defaults: PageState, inUrl: UrlShape): boolean {
  return new URLSearchParams(search).has(queryParam) || readUrl(search, defaults, inUrl)?.state !== undefined;
}

/** The state the URL carries, over the cached one (what the URL does not carry, a map's position, stays the cached state's). */
function entryFromUrl(cached: CachedPageState | undefined, sid: string | null, carried: PageState | undefined): CachedPageState | undefined {
  return carried ? { id: cached?.id ?? (sid && sid !== lastKeyword ? sid : ''), state: { ...cached?.state, ...carried } } : cached;
}

/** The state a page opened at `search` shows first, as usePageState reads it (a request can be sent before the page is drawn). */
export function openingPageState(pageId: string, search: string, defaults: PageState, inUrl?: UrlShape): PageState {
  const sid = new URLSearchParams(search).get(queryParam);
  return entryFromUrl(cachedEntry(pageId, sid), sid, readUrl(search, defaults, inUrl)?.state)?.state ?? defaults;
}

export interface PageStateHandle {
  /** The state to render. */
  state: PageState;
  /**
   * Names how the user came to the page: the same across the page's own changes (a search, a sort),
   * a new one for a navigation from elsewhere (the menu, back, a link), even one that shows the same
   * state. The router may render only the last of quick navigations, so a change of `state` alone
   * does not tell a new visit.
   */
  visit: string;
  /** `params`: other URL parameters the same navigation sets (e.g. `view`, the saved view the state comes from). */
  update: (change: (current: PageState) => PageState, params?: Readonly<Record<string, string>>) => void;
  /** The state as of the last update, even one made in this same event and not rendered yet. */
  latest: () => PageState;
  /** What the URL asks that the page cannot do (gone once a change rewrites the URL from the state). */
  linkProblems: LinkProblem[];
  /** The query of a link reproducing the latest state (no `sid`), undefined when it is too long for a link or the URL cannot carry it. */
  linkQuery: () => string | undefined;
}

/**
 * `inUrl`: how each filter is written in the URL (urlFields of the filter form's schema); without it
 * the state lives in the `sid` cache alone (a page whose state the URL cannot carry, e.g. a map's).
 */
export function usePageState(pageId: string, defaults: PageState, inUrl?: UrlShape): PageStateHandle {
  const [searchParams, setSearchParams] = useSearchParams();
  const sid = searchParams.get(queryParam);
  const { key: location, search } = useLocation();
  const [written, setWritten] = useState<Written>();
  // The same write, readable at once by a handler that runs before the next render.
  const writtenNow = useRef<Written>(undefined);

  const cached = useMemo(() => cachedEntry(pageId, sid), [pageId, sid]);
  const reading = useMemo(() => readUrl(search, defaults, inUrl), [search, defaults, inUrl]);
  const fromUrl = useMemo(() => entryFromUrl(cached, sid, reading?.state), [reading, cached, sid]);
  const entry = currentEntry(written, location, sid, fromUrl);
  const state = entry?.state ?? defaults;
  const visit = currentVisit(written, location, sid);

  // `sid=last` names no state of its own: show the real id, or drop it when nothing is cached.
  useEffect(() => {
    if (sid !== lastKeyword) return;
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (cached) next.set(queryParam, cached.id);
      else next.delete(queryParam);
      return next;
    }, inPlace);
  }, [sid, cached, setSearchParams]);

  // What the last committed render saw: handlers read it, so one kept from an older render (a table
  // library may hold its first callback) still builds on the current state and URL.
  const view = useRef({ location, sid, fromUrl, defaults, inUrl });
  // The query the URL has, or was last given: a write that would not change it (a map moved) skips the navigation.
  const query = useRef(search);
  useLayoutEffect(() => {
    view.current = { location, sid, fromUrl, defaults, inUrl };
    query.current = search;
  });

  const latestEntry = useCallback(() => {
    const seen = view.current;
    return currentEntry(writtenNow.current, seen.location, seen.sid, seen.fromUrl);
  }, []);
  const latest = useCallback(() => latestEntry()?.state ?? view.current.defaults, [latestEntry]);

  const update = useCallback(
    (change: (current: PageState) => PageState, params?: Readonly<Record<string, string>>) => {
      const { location: at, sid: shown, defaults: initial, inUrl: carried } = view.current;
      const base = latestEntry();
      const id = base?.id || (shown && shown !== lastKeyword ? shown : newStateId(sessionStorage, pageId, Date.now()));
      const next: Written = { fromLocation: at, visit: currentVisit(writtenNow.current, at, shown), entry: { id, state: change(base?.state ?? initial) } };
      writePageState(sessionStorage, pageId, next.entry, options);
      writtenNow.current = next;
      setWritten(next);
      // The URL changes when it carries the state, or to name a new sid.
      if (!carried && id === shown && !params) return;
      const url = new URLSearchParams(query.current);
      url.set(queryParam, id);
      for (const [name, value] of Object.entries(params ?? {})) url.set(name, value);
      const target = `?${(carried ? writeUrlState(url, next.entry.state, initial, carried.fields, owned) : url).toString()}`;
      if (target === query.current) return;
      query.current = target;
      setSearchParams(new URLSearchParams(target), inPlace);
    },
    [latestEntry, pageId, setSearchParams],
  );

  const shareQuery = useCallback(() => {
    const { inUrl: carried, defaults: initial } = view.current;
    return carried && linkQuery(latest(), initial, carried.fields);
  }, [latest]);

  return { state, visit, update, latest, linkProblems: reading?.problems ?? noProblems, linkQuery: shareQuery };
}
