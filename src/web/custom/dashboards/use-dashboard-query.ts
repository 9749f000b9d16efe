/**
 * Loads a dashboard through the one HTTP client: the manifest's `data` source plus the filter as
 * query parameters (empty ones are dropped by the client). The previous figures stay on
 * screen while new filters load.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiSource } from '../../../shared/manifest/manifest-types.ts';
import { apiFetch } from '../../api/http-client.ts';
import { callKey, sourceCall } from '../../renderer/data/source-call.ts';

export interface DashboardFilterValue {
  dataInicio?: string;
  dataFim?: string;
  regiao?: string;
}

export interface DashboardResponse {
  periodo: { dataInicio: string; dataFim: string };
  [field: string]: unknown;
}

export function useDashboardQuery(source: ApiSource | undefined, filter: DashboardFilterValue) {
  const base = source ? sourceCall(source, []) : undefined;
  const call = base && { ...base, query: { ...base.query, ...filter } };
  return useQuery({
    queryKey: callKey(call),
    queryFn: ({ signal }) => {
      if (!call) throw new Error('O manifesto do dashboard não declara a fonte "data".');
      return apiFetch<DashboardResponse>({ ...call, signal });
    },
    enabled: call !== undefined,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
