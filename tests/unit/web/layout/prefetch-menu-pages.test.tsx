// @vitest-environment jsdom
/**
 * The menu's pages load their code from the user's first input on, one page per idle moment and one
 * after the other, only the pages the user's menu shows, and nothing more once the shell is gone.
 */
import '../setup.ts';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisibleEntry } from '../../../../src/web/layout/visible-menu.ts';

const preloadPage = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/web/renderer/page-code.ts', () => ({ preloadPage }));
type Hook = typeof import('../../../../src/web/layout/use-prefetch-menu-pages.ts').usePrefetchMenuPages;
let usePrefetchMenuPages: Hook;

const link = (route: string): VisibleEntry & { type: 'link' } => ({ type: 'link', id: route, label: route, icon: 'car', route });
const entries: VisibleEntry[] = [
  link('/vehicles/search'),
  { type: 'group', id: 'g', label: 'g', icon: 'car', children: [link('/returns'), link('/sem-pagina')] },
  { type: 'separator', id: 's' },
  { type: 'logout', id: 'logout', label: 'Sair', icon: 'logout' },
];

let idle: (() => void)[] = [];
const runIdle = () => {
  const run = idle;
  idle = [];
  run.forEach((callback) => callback());
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  // A page that has seen no input yet: the first-input watch afresh, as the app starts it.
  vi.resetModules();
  (await import('../../../../src/web/renderer/overlays/first-input.ts')).watchFirstInput(window);
  ({ usePrefetchMenuPages } = await import('../../../../src/web/layout/use-prefetch-menu-pages.ts'));
  idle = [];
  preloadPage.mockReset();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => (idle = []));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('usePrefetchMenuPages', () => {
  it('loads each page of the menu in an idle moment of its own, the next once the previous has loaded', async () => {
    let finish = () => {};
    preloadPage.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    renderHook(() => usePrefetchMenuPages(entries));
    runIdle();
    // nothing before the user's first input
    expect(preloadPage).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    runIdle();
    expect(preloadPage.mock.calls.map(([page]) => page.path)).toEqual(['/vehicles/search']);
    runIdle();
    expect(preloadPage).toHaveBeenCalledTimes(1);
    finish();
    await settle();
    runIdle();
    expect(preloadPage.mock.calls.map(([page]) => page.path)).toEqual(['/vehicles/search', '/returns']);
    finish();
    await settle();
    runIdle();
    // a menu route with no page of the manifests loads nothing
    expect(preloadPage).toHaveBeenCalledTimes(2);
  });

  it('stops once the shell is gone', async () => {
    preloadPage.mockResolvedValue(undefined);
    const view = renderHook(() => usePrefetchMenuPages(entries));
    window.dispatchEvent(new Event('keydown'));
    runIdle();
    await settle();
    view.unmount();
    runIdle();
    await settle();
    expect(preloadPage).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the shell is gone before any input', () => {
    const view = renderHook(() => usePrefetchMenuPages(entries));
    view.unmount();
    window.dispatchEvent(new Event('pointermove'));
    runIdle();
    expect(preloadPage).not.toHaveBeenCalled();
  });
});
