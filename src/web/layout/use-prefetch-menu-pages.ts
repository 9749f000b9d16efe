/**
 * The pages of the user's menu load their code (each page's manifest and its kind's chunk) from the
 * user's first input on (renderer/overlays/first-input.ts), one page per idle moment, so a menu click
 * waits only for the page's data, not for its code as well. Not before any input: a page only looked
 * at (or measured) downloads no other page's code. One page at a time: a click meanwhile is never
 * queued behind a batch of downloads, and a page already loaded costs nothing.
 */
import { useEffect } from 'react';
import type { PageRoute } from '../manifests/page-route.ts';
import { pageRouteByPath } from '../manifests/page-routes.ts';
import { loadOnFirstInput } from '../renderer/overlays/first-input.ts';
import { preloadPage } from '../renderer/page-code.ts';
import type { VisibleEntry } from './visible-menu.ts';

function menuPages(entries: readonly VisibleEntry[]): PageRoute[] {
  const links = entries.flatMap((entry) => (entry.type === 'link' ? [entry] : entry.type === 'group' ? entry.children : []));
  return links.flatMap((link) => pageRouteByPath(link.route) ?? []);
}

/** Browsers without requestIdleCallback (Safari) wait a moment instead. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
};

export function usePrefetchMenuPages(entries: readonly VisibleEntry[]): void {
  useEffect(() => {
    const pages = menuPages(entries);
    let cancel = () => {};
    let stopped = false;
    const loadFrom = (index: number) => {
      const page = pages[index];
      if (stopped || !page) return;
      cancel = whenIdle(() => void preloadPage(page).then(() => loadFrom(index + 1)));
    };
    const stopWaiting = loadOnFirstInput(() => loadFrom(0));
    return () => {
      stopped = true;
      stopWaiting();
      cancel();
    };
  }, [entries]);
}
