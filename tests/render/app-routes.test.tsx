/**
 * The app's routes (React Router's data mode) against the real API: a page route's loader checks the
 * guard and asks for the page's first requests before the page is drawn, and the page draws once,
 * with them, asking nothing again; a link to the URL already shown reloads the page; a search
 * change does not; unknown paths go to /notfound.
 */
// First: the SPA's modules fetch as they load.
import { answerWith } from './support/in-process-fetch.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionEntry } from '../../src/shared/permissions.ts';
import { accessTokenFor } from '../helpers/auth.ts';
import { realmGrants } from '../helpers/realm-grants.ts';
import { createTestApp, type TestApp } from '../api/support/test-app.ts';
import { SpaProviders, testQueryClient, testSession } from '../support/spa-providers.tsx';
import '../unit/web/setup.ts';

const origin = 'http://vtlog.test';
const slow = { timeout: 20_000 };

let t: TestApp;
let token: string;
let grants: Awaited<ReturnType<typeof realmGrants>>;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 60 });
  token = await accessTokenFor(t.app, 'admin');
  grants = await realmGrants();
});
afterAll(async () => t?.close());
const observers: MutationObserver[] = [];
afterEach(() => {
  for (const observer of observers.splice(0)) observer.disconnect();
  cleanup();
});

/** Each list request, whether the list's table was on screen when it left, and its body. */
function recordListRequests() {
  const sent: { tableShown: boolean }[] = [];
  const bodies: unknown[] = [];
  const fetchWithRecord = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).endsWith('/api/vehicle/list')) {
      sent.push({ tableShown: document.querySelector('table') !== null });
      bodies.push(JSON.parse(String(init?.body)));
    }
    return fetchWithRecord(input, init);
  };
  return { sent, bodies, stop: () => (globalThis.fetch = fetchWithRecord) };
}

async function drawApp(url: string, permissions: PermissionEntry[]) {
  // Before the SPA's modules: the page routes ask for /config.json as they load.
  answerWith({ app: t.app, token, onFailure: () => undefined });
  const [{ configureApi }, { createAppRouter }, { customComponents }, { registerCustomComponents }] = await Promise.all([
    import('../../src/web/api/api-settings.ts'),
    import('../../src/web/app/app-router.tsx'),
    import('../../src/web/custom/registry.ts'),
    import('../../src/web/renderer/custom-components.ts'),
  ]);
  registerCustomComponents(customComponents);
  configureApi({ baseUrl: `${origin}/api`, token: async () => token });
  const session = testSession(permissions, token);
  const queryClient = testQueryClient();
  const router = createAppRouter({ queryClient, session: async () => session }, (routes) => createMemoryRouter(routes, { initialEntries: [url] }));
  // Whether the list's table was ever drawn without rows (drawn first empty, then again).
  const drawnEmpty = { seen: false };
  const observer = new MutationObserver(() => {
    const table = document.querySelector('table[aria-label="Consulta de Veículos"]');
    if (table && table.querySelectorAll('tbody tr').length === 0) drawnEmpty.seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  observers.push(observer);
  render(
    <SpaProviders queryClient={queryClient} session={session}>
      <RouterProvider router={router} />
    </SpaProviders>,
  );
  return { router, drawnEmpty };
}

const rowsTable = () => screen.findByRole('table', { name: 'Consulta de Veículos' }, slow);

describe('app routes', { timeout: 60_000 }, () => {
  it("asks for the list's rows before drawing the page, draws it once with them and asks nothing again", async () => {
    const requests = recordListRequests();
    try {
      const { drawnEmpty } = await drawApp('/vehicles/search', grants.admin);
      const table = await rowsTable();
      expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
      expect(drawnEmpty.seen).toBe(false);
      expect(requests.sent).toEqual([{ tableShown: false }]);
    } finally {
      requests.stop();
    }
  });

  it('a link to the URL already shown loads the page afresh; a search change keeps it', async () => {
    const requests = recordListRequests();
    try {
      const { router } = await drawApp('/vehicles/search', grants.admin);
      const first = await rowsTable();
      await act(() => router.navigate('/vehicles/search'));
      const reloaded = await rowsTable();
      expect(reloaded).not.toBe(first);
      await waitFor(() => expect(requests.sent.length).toBe(2), slow);
      await act(() => router.navigate('/vehicles/search?sort=chassi'));
      await waitFor(() => expect(requests.sent.length).toBe(3), slow);
      expect(await rowsTable()).toBe(reloaded);
    } finally {
      requests.stop();
    }
  });

  it('applies a link written by hand, without sort or sid: its filter alone, the default sort', async () => {
    const requests = recordListRequests();
    try {
      await drawApp('/vehicles/search?status=TRANSITO&page=2', grants.admin);
      await rowsTable();
      expect(requests.bodies).toEqual([
        expect.objectContaining({ filters: { status: ['TRANSITO'] }, page: 2, sort: [{ field: 'dataPedido', direction: 'desc' }] }),
      ]);
    } finally {
      requests.stop();
    }
  });

  it('sends a user who may not open a page to /access-denied, and an unknown path to /notfound', async () => {
    const { router } = await drawApp('/vehicles/search', grants.semacesso);
    await screen.findByRole('heading', { name: 'Acesso negado' }, slow);
    expect(router.state.location.pathname).toBe('/access-denied');
    await act(() => router.navigate('/caminho/que-nao-existe'));
    await screen.findByRole('heading', { name: 'Página não encontrada' }, slow);
    expect(router.state.location.pathname).toBe('/notfound');
  });
});
