/**
 * Loads a manifest source through the one HTTP client and TanStack Query. The client already
 * retries per the manifest, so Query itself does not retry.
 */
import { useEffect } from 'react';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import { apiFetch } from '../../api/http-client.ts';
import type { PlaceholderSource } from '../placeholders.ts';
import { callKey, sourceCall } from './source-call.ts';

interface SourceQueryOptions {
  body?: Readonly<Record<string, unknown>>;
  keepPrevious?: boolean;
  enabled?: boolean;
  /** How long an answer counts as fresh (ms): a fresh answer is not asked again when another component shows it. */
  staleTime?: number;
}

function sourceQuery<T>(source: ApiSource | undefined, sources: readonly PlaceholderSource[], { body, staleTime = 0 }: SourceQueryOptions = {}) {
  const call = source ? sourceCall(source, sources, body) : undefined;
  return {
    call,
    queryKey: callKey(call),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      if (!call) throw new Error('Fonte de dados incompleta.');
      return apiFetch<T>({ ...call, signal });
    },
    retry: false,
    staleTime,
  } as const;
}

export function useSourceQuery<T>(source: ApiSource | undefined, sources: readonly PlaceholderSource[], options: SourceQueryOptions = {}): UseQueryResult<T> {
  const { keepPrevious = false, enabled = true } = options;
  const client = useQueryClient();
  const { call, ...query } = sourceQuery<T>(source, sources, options);
  const ready = enabled && call !== undefined;
  if (ready) void requestWhileDrawn(client, query);
  const result = useQuery({ ...query, enabled: ready, placeholderData: keepPrevious ? keepPreviousData : undefined, refetchOnMount: notAskedWhileDrawn });
  // After useQuery's own effects (its mount): the next mount of this query asks as usual.
  useEffect(() => {
    const asked = client.getQueryCache().find({ queryKey: query.queryKey, exact: true });
    if (asked) askedWhileDrawn.delete(asked);
  });
  return result;
}

/** Queries whose request left while their component was drawn, until that component has mounted. */
const askedWhileDrawn = new WeakSet<object>();

/** A query asked for while its component was drawn is not asked again as that component mounts (its answer may already be in). */
const notAskedWhileDrawn = (query: object) => !askedWhileDrawn.has(query);

/**
 * Sends a query's request as the component is drawn (as TanStack's `usePrefetchQuery` does) instead
 * of once it is on screen: useQuery asks after React's commit, and for a page opened in a transition
 * only after the next paint, so a list page's request would wait for its whole first draw. A query
 * already cached is left to useQuery, which refreshes it as its options say.
 */
function requestWhileDrawn(client: QueryClient, query: Omit<ReturnType<typeof sourceQuery<unknown>>, 'call'>): Promise<void> {
  if (client.getQueryState(query.queryKey)) return Promise.resolve();
  const answered = client.prefetchQuery(query);
  const asked = client.getQueryCache().find({ queryKey: query.queryKey, exact: true });
  if (asked) askedWhileDrawn.add(asked);
  return answered;
}

/**
 * A form's lookup (select options: regions, models, dealers), which changes seldom: fresh for five
 * minutes, so the form, its filter pills and the next page that offers it share one request.
 */
const lookupStaleTime = 5 * 60_000;

export function useLookupQuery<T>(source: ApiSource | undefined, enabled = true): UseQueryResult<T> {
  return useSourceQuery<T>(source, [], { enabled, staleTime: lookupStaleTime });
}

/** Sends a page's lookup requests as the page is drawn, beside its main request, instead of once the form that shows them is on screen. */
export function usePrefetchLookups(sources: readonly ApiSource[]): void {
  prefetchLookups(useQueryClient(), sources);
}

/**
 * Sends a source's request before the component that shows it is drawn (a page's first requests as
 * sign-in ends); that component's first draw finds it asked, or answered, and does not ask again.
 * Settles, never failing, once it is answered: true when the answer is data (not an error).
 */
export async function prefetchSource(client: QueryClient, source: ApiSource, sources: readonly PlaceholderSource[], options: SourceQueryOptions = {}): Promise<boolean> {
  const { call, ...query } = sourceQuery(source, sources, options);
  if (call) await requestWhileDrawn(client, query);
  return client.getQueryState(query.queryKey)?.status === 'success';
}

export function prefetchLookups(client: QueryClient, sources: readonly ApiSource[]): void {
  for (const source of sources) void prefetchSource(client, source, [], { staleTime: lookupStaleTime });
}
