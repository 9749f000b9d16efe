/**
 * Scrolling on navigation, as react-router's <ScrollRestoration> does for its data routers: a new
 * location (a link, a filter, a list's page: a push or a replace) shows from its top, or at the
 * element its `#anchor` names; back and forward restore the position the location was left at, and
 * a reload the one it had (kept in sessionStorage when the page is left).
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const storageKey = 'vtlog-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function anchorOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // not a decodable id
  }
}

/** Drawn before the page, so that a page's own scrolling (its layout effects) comes after this. */
export function ScrollRestoration(): null {
  useScrollRestoration();
  return null;
}

function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  /** The location the window's scroll position belongs to. */
  const shown = useRef(location.key);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current = readPositions();
    const save = () => {
      positions.current[shown.current] = window.scrollY;
    };
    const keep = () => {
      save();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions.current));
      } catch {
        // storage full or refused: a reload then starts at the top
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = action === 'POP' ? positions.current[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const anchor = anchorOf(location.hash);
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, action]);
}
