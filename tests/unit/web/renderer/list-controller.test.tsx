// @vitest-environment jsdom
/**
 * The list controller without any markup: the request it makes of the page state, searches,
 * sort and paging written to the state and the URL, Exportar's body, and a map position kept
 * beside the state the URL carries.
 */
import '../setup.ts';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiSource, PageFilters } from '../../../../src/shared/manifest/manifest-types.ts';
import { configureApi } from '../../../../src/web/api/api-settings.ts';
import { AuthProvider } from '../../../../src/web/auth/auth-context.tsx';
import { useListController, type ListControllerOptions } from '../../../../src/web/renderer/list/use-list-controller.ts';
import { permissionsFor } from './render-page.tsx';

const source: ApiSource = { method: 'POST', path: '/thing/list', paging: 'body' };
const filters: PageFilters = {
  schema: {
    type: 'object',
    properties: {
      codigo: { type: 'string', title: 'Código' },
      uf: { type: 'array', title: 'UF', items: { type: 'string' } },
      tipo: { type: 'string', title: 'Tipo' },
    },
  },
  defaults: { uf: ['SP'] },
  fixed: { tipo: 'NOVO' },
};
const pageId = 'things';

interface Probe {
  bodies: Record<string, unknown>[];
  location: { url: string; changes: number };
}

function setUp(url: string, options: Partial<ListControllerOptions> = {}) {
  const probe: Probe = { bodies: [], location: { url: '', changes: 0 } };
  configureApi({ baseUrl: 'http://api.test', token: async () => 'token' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      probe.bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return new Response(JSON.stringify({ items: [{ codigo: 'A1' }], total: 61 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = {
    profile: { id: '1', firstName: 'Ana', lastName: 'Analista', email: 'ana@example.com' },
    permissions: permissionsFor('things'),
    token: async () => 'token',
    logout: async () => undefined,
  };
  function LocationProbe() {
    const { pathname, search, key } = useLocation();
    if (`${pathname}${search}#${key}` !== probe.location.url) probe.location.changes += 1;
    probe.location.url = `${pathname}${search}#${key}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider session={session}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          {children}
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>
  );
  const context = [{}];
  const hook = renderHook(
    () => useListController({ pageId, source, filters, defaultSort: [{ field: 'codigo', direction: 'asc' }], pageSize: 20, context, ...options }),
    { wrapper },
  );
  return { hook, probe };
}

const query = (probe: Probe) => new URLSearchParams(probe.location.url.split('#')[0]!.split('?')[1] ?? '');

describe('useListController', () => {
  it('asks for the first page with the defaults, then gives the rows and the total', async () => {
    const { hook, probe } = setUp('/things');
    expect(hook.result.current.total).toBeUndefined();
    await waitFor(() => expect(hook.result.current.total).toBe(61));
    expect(hook.result.current.rows).toEqual([{ codigo: 'A1' }]);
    expect(probe.bodies[0]).toEqual({ page: 1, pageSize: 20, sort: [{ field: 'codigo', direction: 'asc' }], filters: { uf: ['SP'], tipo: 'NOVO' } });
  });

  it('a search sends the cleaned filters from the first page, writes them in the URL and drops a saved map position', async () => {
    const { hook, probe } = setUp('/things');
    await waitFor(() => expect(hook.result.current.total).toBe(61));
    act(() => hook.result.current.setPage(3));
    act(() => hook.result.current.update((current) => ({ ...current, map: { x: 0.5, y: 0.5, zoom: 6 } })));
    act(() => hook.result.current.form!.onSearch({ codigo: 'A1', uf: [], tipo: 'USADO' }));
    await waitFor(() =>
      expect(probe.bodies.at(-1)).toEqual({ page: 1, pageSize: 20, sort: [{ field: 'codigo', direction: 'asc' }], filters: { codigo: 'A1', tipo: 'NOVO' } }),
    );
    expect(hook.result.current.state.map).toBeUndefined();
    expect(query(probe).get('codigo')).toBe('A1');
    expect(query(probe).get('sid')).toMatch(/^\d+$/);

    act(() => hook.result.current.form!.onClear());
    await waitFor(() => expect(probe.bodies.at(-1)?.filters).toEqual({ uf: ['SP'], tipo: 'NOVO' }));
  });

  it('sorting and a new page size go back to the first page; paging keeps the sort', async () => {
    const { hook, probe } = setUp('/things');
    await waitFor(() => expect(hook.result.current.total).toBe(61));
    act(() => hook.result.current.setPage(2));
    await waitFor(() => expect(probe.bodies.at(-1)?.page).toBe(2));
    act(() => hook.result.current.setSort([{ field: 'uf', direction: 'desc' }]));
    await waitFor(() => expect(probe.bodies.at(-1)).toMatchObject({ page: 1, sort: [{ field: 'uf', direction: 'desc' }] }));
    act(() => hook.result.current.setPage(3));
    act(() => hook.result.current.setPageSize(50));
    await waitFor(() => expect(probe.bodies.at(-1)).toMatchObject({ page: 1, pageSize: 50, sort: [{ field: 'uf', direction: 'desc' }] }));
    expect(query(probe).get('sort')).toBe('-uf');
    expect(query(probe).get('pageSize')).toBe('50');
  });

  it("Exportar's body has the filters of a search applied in the same event", async () => {
    const { hook } = setUp('/things');
    await waitFor(() => expect(hook.result.current.total).toBe(61));
    let body: Readonly<Record<string, unknown>> = {};
    await act(async () => {
      hook.result.current.form!.onSearch({ codigo: 'B2' });
      body = await hook.result.current.exportBody();
    });
    expect(body).toEqual({ filters: { codigo: 'B2', tipo: 'NOVO' }, sort: [{ field: 'codigo', direction: 'asc' }] });
  });

  it('a source of its own contract gets the body the page builds', async () => {
    const { hook, probe } = setUp('/things', { request: (_state, values) => ({ filters: values }) });
    await waitFor(() => expect(hook.result.current.total).toBe(61));
    expect(probe.bodies[0]).toEqual({ filters: { uf: ['SP'], tipo: 'NOVO' } });
  });

  it('a URL carrying the state keeps the cached map position, and moving the map does not rewrite the URL', async () => {
    sessionStorage.setItem(
      `vtlog:page-state:${pageId}`,
      JSON.stringify([{ id: '9', state: { filters: { codigo: 'OLD' }, page: 1, pageSize: 20, sort: [], map: { x: 0.25, y: 0.75, zoom: 7 } } }]),
    );
    const { hook, probe } = setUp('/things?sid=9&codigo=C3&sort=');
    await waitFor(() => expect(hook.result.current.total).toBe(61));
    expect(hook.result.current.state).toMatchObject({ filters: { codigo: 'C3' }, map: { x: 0.25, y: 0.75, zoom: 7 } });
    expect(probe.bodies[0]?.filters).toEqual({ codigo: 'C3', tipo: 'NOVO' });

    const changes = probe.location.changes;
    act(() => hook.result.current.update((current) => ({ ...current, map: { x: 0.3, y: 0.7, zoom: 8 } })));
    act(() => hook.result.current.update((current) => ({ ...current, map: { x: 0.31, y: 0.7, zoom: 8 } })));
    expect(hook.result.current.state.map).toEqual({ x: 0.31, y: 0.7, zoom: 8 });
    expect(probe.location.changes).toBe(changes);
  });
});
