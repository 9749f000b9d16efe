/**
 * The count of the bell (GET /alerts/unread-count), the one request of the alerts the shell makes on
 * every route; the others are in alert-queries.ts, loaded with the popover. Keys start with 'api',
 * so an action that changes data (use-run-action.ts invalidates ['api']) refreshes the bell at once.
 * Another browser of the same user learns of a read by the count's interval and on returning to its
 * tab.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/http-client.ts';
import type { ApiAnswer } from '../api/vtlog-client.ts';

/** How often the bell's requests are asked again while the tab is visible: short, as the count is one indexed count. */
export const ALERTS_REFRESH_MS = 15_000;

/** The key every request of the alerts starts with. */
export const alertsKey = ['api', 'alerts'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...alertsKey, 'unread-count'] as const,
    queryFn: ({ signal }) => apiFetch<ApiAnswer<'get', '/alerts/unread-count'>>({ method: 'GET', path: '/alerts/unread-count', signal }),
    refetchInterval: ALERTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
