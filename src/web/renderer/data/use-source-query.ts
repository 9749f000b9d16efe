/**
 * Loads a manifest source through the one HTTP client and TanStack Query. The client already
 * retries per the manifest, so Query itself does not retry. A page's route loader asks for the
 * same `sourceQueryOptions` its hooks read (app/page-loader.ts), so its first requests leave before
 * the page is drawn and the page finds them answered.
 */
import { keepPreviousData, type Query, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import { apiFetch } from '../../api/http-client.ts';
import type { PlaceholderSource } from '../placeholders.ts';
import { callKey, sourceCall } from './source-call.ts';

interface SourceQueryOptions {
  body?: Readonly<Record<string, unknown>>;
  /** How long an answer counts as fresh (ms): a fresh answer is not asked again when another component shows it. */
  staleTime?: number;
}

/**
 * An answer is stale at once: a search, a sort or a page the user asks for again is asked of the
 * server again. Only a page mounting just after its route's loader asked for its answers (less than
 * this long ago) draws with them instead of asking again; later mounts (back to a page) ask again.
 */
const askedForMountMs = 5_000;

const askAgainOnMount = (query: Pick<Query, 'state'>) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= askedForMountMs;

/**
 * A form's lookup (select options: regions, models, dealers), which changes seldom: fresh for five
 * minutes, so the form, its filter pills and the next page that offers it share one request.
 */
const lookupStaleTime = 5 * 60_000;

/** The query of a source (disabled while a path placeholder has no value yet, e.g. the record is loading). */
export function sourceQueryOptions<T>(source: ApiSource | undefined, sources: readonly PlaceholderSource[], { body, staleTime = 0 }: SourceQueryOptions = {}) {
  const call = source ? sourceCall(source, sources, body) : undefined;
  return queryOptions({
    queryKey: callKey(call),
    queryFn: ({ signal }) => {
      if (!call) throw new Error('Fonte de dados incompleta.');
      return apiFetch<T>({ ...call, signal });
    },
    enabled: call !== undefined,
    staleTime,
    refetchOnMount: askAgainOnMount,
  });
}

export function lookupQueryOptions<T>(source: ApiSource | undefined) {
  return sourceQueryOptions<T>(source, [], { staleTime: lookupStaleTime });
}

export function useSourceQuery<T>(
  source: ApiSource | undefined,
  sources: readonly PlaceholderSource[],
  { keepPrevious = false, enabled = true, ...options }: SourceQueryOptions & { keepPrevious?: boolean; enabled?: boolean } = {},
): UseQueryResult<T> {
  const query = sourceQueryOptions<T>(source, sources, options);
  return useQuery({ ...query, enabled: enabled && query.enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}

export function useLookupQuery<T>(source: ApiSource | undefined, enabled = true): UseQueryResult<T> {
  const query = lookupQueryOptions<T>(source);
  return useQuery({ ...query, enabled: enabled && query.enabled });
}
