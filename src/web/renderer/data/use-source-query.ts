/**
 * Loads a manifest source through the one HTTP client and TanStack Query. The client already
 * retries per the manifest, so Query itself does not retry.
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import { apiFetch } from '../../api/http-client.ts';
import type { PlaceholderSource } from '../placeholders.ts';
import { callKey, sourceCall } from './source-call.ts';

export function useSourceQuery<T>(
  source: ApiSource | undefined,
  sources: readonly PlaceholderSource[],
  { body, keepPrevious = false, enabled = true }: { body?: Readonly<Record<string, unknown>>; keepPrevious?: boolean; enabled?: boolean } = {},
): UseQueryResult<T> {
  const call = source ? sourceCall(source, sources, body) : undefined;
  return useQuery({
    queryKey: callKey(call),
    queryFn: ({ signal }) => {
      if (!call) throw new Error('Fonte de dados incompleta.');
      return apiFetch<T>({ ...call, signal });
    },
    enabled: enabled && call !== undefined,
    retry: false,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
