/**
 * The dashboard's period and region live in the URL (`?dataInicio=AAAA-MM-DD&dataFim=…&regiao=SE`):
 * a reload, a shared link or the browser's back button shows the same figures. Each change is a
 * new history entry; values the API would refuse are ignored.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DashboardFilterValue } from './use-dashboard-query.ts';

const PATTERNS: Record<keyof DashboardFilterValue, RegExp> = {
  dataInicio: /^\d{4}-\d{2}-\d{2}$/,
  dataFim: /^\d{4}-\d{2}-\d{2}$/,
  regiao: /^[A-Z]{1,2}$/,
};
const KEYS = Object.keys(PATTERNS) as (keyof DashboardFilterValue)[];

export function useDashboardFilter(): [DashboardFilterValue, (filter: DashboardFilterValue) => void] {
  const [params, setParams] = useSearchParams();
  const filter: DashboardFilterValue = {};
  for (const name of KEYS) {
    const value = params.get(name);
    if (value !== null && PATTERNS[name].test(value)) filter[name] = value;
  }
  const setFilter = useCallback(
    (next: DashboardFilterValue) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const name of KEYS) {
          const value = next[name];
          if (value) out.set(name, value);
          else out.delete(name);
        }
        return out;
      }),
    [setParams],
  );
  return [filter, setFilter];
}
