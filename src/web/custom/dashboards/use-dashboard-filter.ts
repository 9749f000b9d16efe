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

/** Sets the filter; `params`: other URL parameters the same navigation sets (e.g. `view`, the saved view the filter comes from). */
export type SetDashboardFilter = (filter: DashboardFilterValue, params?: Readonly<Record<string, string>>) => void;

export function useDashboardFilter(): [DashboardFilterValue, SetDashboardFilter] {
  const [params, setParams] = useSearchParams();
  const filter: DashboardFilterValue = {};
  for (const name of KEYS) {
    const value = params.get(name);
    if (value !== null && PATTERNS[name].test(value)) filter[name] = value;
  }
  const setFilter = useCallback(
    (next: DashboardFilterValue, params?: Readonly<Record<string, string>>) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const name of KEYS) {
            const value = next[name];
            if (value) out.set(name, value);
            else out.delete(name);
          }
          for (const [name, value] of Object.entries(params ?? {})) out.set(name, value);
          return out;
        },
        // The same page with other figures: it stays where it is scrolled (the router would go to the top).
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [filter, setFilter];
}

/** True when `search` names any filter of the dashboard (then it opens with them, not with the user's default view). */
export function searchHasDashboardFilter(search: string): boolean {
  const params = new URLSearchParams(search);
  return KEYS.some((name) => params.has(name));
}
