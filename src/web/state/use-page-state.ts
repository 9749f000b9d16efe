/**
 * The page state of a list page, restored from and saved to the session cache under the URL's
 * `sid` (spec §2). The id is created on the first change, so opening a page costs no entry;
 * reloading or sharing the URL inside the session restores the same filters.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { appManifest } from '../manifests/manifests.ts';
import { newStateId, readPageState, writePageState, type PageState } from './page-state-cache.ts';

const { queryParam, lastKeyword, maxStatesPerPage } = appManifest.pageState;
const options = { lastKeyword, maxStatesPerPage };

export function usePageState(
  pageId: string,
  defaults: PageState,
): [PageState, (update: (current: PageState) => PageState) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sid = searchParams.get(queryParam);
  // Bumped after each write so the memo below reads the stored state again.
  const [revision, setRevision] = useState(0);

  const cached = useMemo(
    () => (sid ? readPageState(sessionStorage, pageId, sid, options) : undefined),
    [pageId, sid, revision],
  );
  const state = cached?.state ?? defaults;

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

  const update = useCallback(
    (change: (current: PageState) => PageState) => {
      const id = cached?.id ?? (sid && sid !== lastKeyword ? sid : newStateId(sessionStorage, pageId, Date.now()));
      writePageState(sessionStorage, pageId, { id, state: change(state) }, options);
      setRevision((value) => value + 1);
      if (id !== sid) {
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            next.set(queryParam, id);
            return next;
          },
          { replace: true },
        );
      }
    },
    [cached, sid, pageId, state, setSearchParams],
  );

  return [state, update];
}
