/**
 * The requests of the bell's popover (alerts routes), one `queryOptions` or write each, through
 * apiFetch typed by the API's generated types; loaded with the popover (the count, which the shell
 * asks, is in unread-count-query.ts).
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/http-client.ts';
import type { ApiAnswer, ApiBody } from '../api/vtlog-client.ts';
import { ALERTS_REFRESH_MS, alertsKey } from './unread-count-query.ts';

export type AlertPage = ApiAnswer<'get', '/alerts'>;
export type AlertItem = AlertPage['items'][number];
export type AlertSubscriptions = ApiAnswer<'get', '/alerts/subscriptions'>;

/** Alerts the bell lists at a time: the latest, then as many more at each "Carregar mais". */
export const LISTED_ALERTS = 20;

/** The bell's pages of alerts, newest first; each refetch asks again every page shown. */
export const alertPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...alertsKey, 'latest'] as const,
    queryFn: ({ pageParam, signal }) => apiFetch<AlertPage>({ method: 'GET', path: '/alerts', query: { page: pageParam, pageSize: LISTED_ALERTS }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    refetchInterval: ALERTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/**
 * The alerts of the pages, each once: pages are asked by position, so an alert raised between two
 * asks pushes the previous page's last one onto the next.
 */
export function alertsOfPages(pages: readonly AlertPage[]): AlertItem[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.items)
    .filter((alert) => {
      if (seen.has(alert.id)) return false;
      seen.add(alert.id);
      return true;
    });
}

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...alertsKey, 'subscriptions'] as const,
    queryFn: ({ signal }) => apiFetch<AlertSubscriptions>({ method: 'GET', path: '/alerts/subscriptions', signal }),
  });

/** Every read of the bell, asked again after a write (a read, or subscriptions that change what is seen). */
export const refreshAlerts = (client: QueryClient) => client.invalidateQueries({ queryKey: alertsKey });

export const markAlertsRead = (ids: number[]) => apiFetch({ method: 'POST', path: '/alerts/read', body: { ids } satisfies ApiBody<'post', '/alerts/read'> });

export const markAllAlertsRead = () => apiFetch({ method: 'POST', path: '/alerts/read-all' });

export const saveSubscriptions = (body: ApiBody<'put', '/alerts/subscriptions'>) =>
  apiFetch<AlertSubscriptions>({ method: 'PUT', path: '/alerts/subscriptions', body });
