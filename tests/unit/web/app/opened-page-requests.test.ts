// @vitest-environment jsdom
/**
 * A reloaded list's first requests: the app's first render waits until they have left (`asked`), and
 * no longer; a tab that must sign in first, or a page that asks nothing ahead, does not hold it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AuthSession } from '../../../../src/web/auth/auth-session.ts';
import type { PageRoute } from '../../../../src/web/manifests/page-route.ts';

const listRoute = { id: 'vehicles-search', path: '/vehicles/search', kind: 'list', public: true } as unknown as PageRoute;
const state = vi.hoisted(() => ({
  opened: undefined as { route: PageRoute; params: Record<string, string> } | undefined,
  resumed: Promise.resolve<unknown>(undefined),
  first: new Promise<unknown>(() => undefined),
  answered: new Promise<boolean>(() => undefined),
  prefetchListPage: vi.fn(),
}));
vi.mock('../../../../src/web/app/opened-page.ts', () => ({
  get openedPage() {
    return state.opened;
  },
}));
vi.mock('../../../../src/web/app/boot.ts', () => ({ resumedSession: () => state.resumed, firstSession: () => state.first }));
vi.mock('../../../../src/web/manifests/page-routes.ts', () => ({ loadPageManifest: async () => ({ id: 'vehicles-search', kind: 'list' }) }));
vi.mock('../../../../src/web/renderer/list/list-page-requests.ts', () => ({ prefetchListPage: state.prefetchListPage }));

const { requestOpenedPage } = await import('../../../../src/web/app/opened-page-requests.ts');

const session = { profile: {}, permissions: [], token: () => 'token', logout: async () => undefined } as unknown as AuthSession;
const settled = async (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('requestOpenedPage', () => {
  beforeEach(() => {
    state.opened = { route: listRoute, params: {} };
    state.prefetchListPage.mockReset().mockImplementation(() => state.answered);
  });

  it('lets the app render once a resumed tab’s list requests have left, not before', async () => {
    let resume: (session: AuthSession) => void = () => undefined;
    state.resumed = Promise.resolve(session);
    state.first = new Promise((done) => (resume = done));
    const requests = requestOpenedPage(new QueryClient());
    expect(await settled(requests.asked)).toBe(false);
    resume(session);
    expect(await settled(requests.asked)).toBe(true);
    expect(state.prefetchListPage).toHaveBeenCalledTimes(1);
  });

  it('answers true once the rows are in', async () => {
    state.resumed = state.first = Promise.resolve(session);
    state.answered = Promise.resolve(true);
    expect(await requestOpenedPage(new QueryClient()).firstAnswer).toBe(true);
  });

  it('does not hold the render of a tab that must sign in first', async () => {
    state.resumed = Promise.resolve(undefined);
    state.first = new Promise(() => undefined);
    const requests = requestOpenedPage(new QueryClient());
    expect(await settled(requests.asked)).toBe(true);
    expect(state.prefetchListPage).not.toHaveBeenCalled();
  });

  it('asks nothing for another kind of page', async () => {
    state.opened = { route: { ...listRoute, kind: 'details' } as PageRoute, params: {} };
    const requests = requestOpenedPage(new QueryClient());
    expect(await settled(requests.asked)).toBe(true);
    expect(await requests.firstAnswer).toBe(false);
  });

  it('asks nothing, and holds nothing, when the session may not open the page', async () => {
    state.opened = { route: { ...listRoute, public: false, permissions: [{ resource: 'list-vehicles' }] } as unknown as PageRoute, params: {} };
    state.resumed = state.first = Promise.resolve(session);
    const requests = requestOpenedPage(new QueryClient());
    expect(await requests.firstAnswer).toBe(false);
    expect(await settled(requests.asked)).toBe(true);
    expect(state.prefetchListPage).not.toHaveBeenCalled();
  });
});
