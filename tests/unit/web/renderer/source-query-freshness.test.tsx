// @vitest-environment jsdom
/**
 * What a route's loader has just asked for is drawn without asking again as the page mounts; an
 * older answer is asked again when a page mounts, and a search back to an answer already cached is
 * asked again at once (an answer is stale as soon as it is in).
 */
import '../setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiSource } from '../../../../src/shared/manifest/manifest-types.ts';
import { configureApi } from '../../../../src/web/api/api-settings.ts';
import { sourceQueryOptions, useSourceQuery } from '../../../../src/web/renderer/data/use-source-query.ts';

const source: ApiSource = { method: 'POST', path: '/thing/list', paging: 'body' };

function Uses({ page }: { page: number }) {
  const { data } = useSourceQuery<{ page: number }>(source, [], { body: { page } });
  return <p>{data ? `página ${data.page}` : 'carregando'}</p>;
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test', token: async () => 'token' });
  fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { page } = JSON.parse(String(init?.body)) as { page: number };
    return new Response(JSON.stringify({ page }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const draw = (client: QueryClient, page: number) => (
  <QueryClientProvider client={client}>
    <Uses page={page} />
  </QueryClientProvider>
);

describe('a source query', () => {
  it("draws the answer its route's loader has just asked for, asking nothing again as it mounts", async () => {
    const client = new QueryClient();
    await client.ensureQueryData(sourceQueryOptions(source, [], { body: { page: 1 } }));
    const view = render(draw(client, 1));
    expect(view.getByText('página 1')).toBeTruthy();
    // A later request, asked after the mount, marks the point by which a mount's request would have left.
    view.rerender(draw(client, 2));
    await view.findByText('página 2');
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).page)).toEqual([1, 2]);
  });

  it('asks again for an answer that came in 5 s or more before the page mounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient();
    await client.ensureQueryData(sourceQueryOptions(source, [], { body: { page: 1 } }));
    vi.setSystemTime(Date.now() + 5_000);
    render(draw(client, 1));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('asks again at once for a search back to an answer already cached', async () => {
    const client = new QueryClient();
    const view = render(draw(client, 1));
    await view.findByText('página 1');
    view.rerender(draw(client, 2));
    await view.findByText('página 2');
    view.rerender(draw(client, 1));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });
});
