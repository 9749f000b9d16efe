// @vitest-environment jsdom
/**
 * A source's request leaves while its component is drawn, not once React has committed it: a list
 * page drawn in a transition commits only after its whole first draw (form, table) and its next
 * paint, and the request used to wait for that. Proof: a sibling that never finishes drawing keeps
 * the commit from ever happening, and the request is sent all the same. An answer that came in while
 * the component was drawn is not asked again as it mounts; a cached answer is not asked again by the
 * draw (useQuery refreshes it as its options say).
 */
import '../setup.ts';
import { Suspense, use } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiSource } from '../../../../src/shared/manifest/manifest-types.ts';
import { configureApi } from '../../../../src/web/api/api-settings.ts';
import { useSourceQuery } from '../../../../src/web/renderer/data/use-source-query.ts';

const source: ApiSource = { method: 'POST', path: '/thing/list', paging: 'body' };
const never = new Promise<never>(() => undefined);

function Uses() {
  useSourceQuery(source, [], { body: { page: 1 } });
  return null;
}

function NeverDrawn(): null {
  return use(never);
}

function setUp() {
  configureApi({ baseUrl: 'http://api.test', token: async () => 'token' });
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ items: [], total: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, client: new QueryClient() };
}

afterEach(() => vi.unstubAllGlobals());

describe('a source query', () => {
  it('sends its request while it is drawn, before anything is committed', async () => {
    const { fetch, client } = setUp();
    // Awaited: React wants the act() a component suspends in awaited, and warns otherwise.
    await act(async () =>
      render(
        <QueryClientProvider client={client}>
          <Suspense fallback="carregando">
            <Uses />
            <NeverDrawn />
          </Suspense>
        </QueryClientProvider>,
      ),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('http://api.test/thing/list');
  });

  it('is not asked again as it mounts when its answer came in while it was being drawn', async () => {
    const { fetch, client } = setUp();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    function HeldBack(): null {
      use(held);
      return null;
    }
    const view = await act(async () =>
      render(
        <QueryClientProvider client={client}>
          <Suspense fallback={<p>carregando</p>}>
            <Uses />
            <HeldBack />
          </Suspense>
        </QueryClientProvider>,
      ),
    );
    await waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    await act(async () => release());
    expect(view.queryByText('carregando')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    // a later mount asks as usual (the answer is stale)
    view.unmount();
    render(
      <QueryClientProvider client={client}>
        <Uses />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('leaves a cached answer to useQuery instead of asking again on every draw', async () => {
    const { fetch, client } = setUp();
    const view = render(
      <QueryClientProvider client={client}>
        <Uses />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    for (let i = 0; i < 3; i++) {
      view.rerender(
        <QueryClientProvider client={client}>
          <Uses />
        </QueryClientProvider>,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
