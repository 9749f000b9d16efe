import { QueryClient } from '@tanstack/react-query';

/**
 * Retries belong to the HTTP client (per call, from the manifest), so the query layer
 * never retries on its own; returning to the tab does not refetch behind the user's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
