/**
 * Renders a real page manifest the way the app does (Mantine, Query, auth, router) against a
 * fake API: `routes` answers by "METHOD /path"; every request is recorded. `before` runs with the
 * page's query client before the page is drawn (the app sends a reloaded list's requests then).
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, ScrollRestoration, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../../src/shared/permissions.ts';
import { configureApi } from '../../../../src/web/api/api-settings.ts';
import { ManifestPageRenderer } from '../../../../src/web/renderer/page-renderer.tsx';
import { SpaProviders, testQueryClient, testSession } from '../../../support/spa-providers.tsx';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A JSON body answered with 200, or a function of the request giving one (or a promise of one, to hold the answer back; or a whole Response, e.g. an error). */
export type FakeAnswer = unknown | ((request: RecordedRequest) => unknown);

const apiBase = 'http://api.test';

export function permissionsFor(...resources: string[]): PermissionEntry[] {
  return resources.map((rsname) => ({ rsname, scopes: ['view', 'manage'] }));
}

export async function renderPage(
  page: PageManifest,
  {
    url,
    permissions,
    routes,
    before,
  }: { url: string; permissions: PermissionEntry[]; routes: Record<string, FakeAnswer>; before?: (queryClient: QueryClient) => Promise<void> },
) {
  const requests: RecordedRequest[] = [];
  // A user who has saved no view and made no column choice, unless the test answers otherwise.
  routes = { 'GET /saved-views': [], [`GET /user-preferences/columns/${page.id}`]: { pagina: page.id, colunas: null }, ...routes };
  configureApi({ baseUrl: apiBase, token: async () => 'token' });
  vi.stubGlobal(
    'fetch',
    // apiFetch passes a URL and options; the typed client (openapi-fetch) a Request.
    vi.fn(async (input: string | Request, init: RequestInit = {}) => {
      const target = new URL(typeof input === 'string' ? input : input.url);
      const text = typeof input === 'string' ? init.body : await input.text();
      const request: RecordedRequest = {
        method: typeof input === 'string' ? (init.method ?? 'GET') : input.method,
        path: target.pathname,
        query: target.searchParams,
        body: typeof text === 'string' && text !== '' ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const key = `${request.method} ${request.path}`;
      if (!(key in routes))
        return new Response(JSON.stringify({ message: `Rota ausente: ${key}` }), { status: 404, headers: { 'Content-Type': 'application/json' } });
      const answer = routes[key];
      const body = typeof answer === 'function' ? await (answer as (request: RecordedRequest) => unknown)(request) : answer;
      if (body instanceof Response) return body;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  // The location as last drawn (the router draws a new one in a transition, as in the app).
  const location = { current: '' };
  function LocationProbe() {
    const current = useLocation();
    location.current = `${current.pathname}${current.search}`;
    return null;
  }
  // A data router with the app's scroll restoration (root-layout.tsx).
  const router = createMemoryRouter(
    [
      {
        path: page.path,
        element: (
          <>
            <ScrollRestoration />
            <LocationProbe />
            <ManifestPageRenderer page={page} />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const queryClient = testQueryClient();
  await before?.(queryClient);
  // Awaited: the page's kind is a chunk the page draws once it has loaded.
  const view = await act(async () =>
    render(
      <SpaProviders queryClient={queryClient} session={testSession(permissions)}>
        <RouterProvider router={router} />
      </SpaProviders>,
    ),
  );
  return {
    ...view,
    requests,
    location,
    /** Follows a link from outside the page (the menu). */
    visit: (to: string) =>
      act(async () => {
        await router.navigate(to);
      }),
  };
}
