/**
 * Reads of the saved views (saved-views routes), one `queryOptions` each, shared by the menu and the
 * page opening a view. Sent through apiFetch, typed by the API's generated types: they leave as the
 * page opens, and the typed client's library is left to the writes (saved-view-writes.ts), loaded at
 * the user's first use of the menu (the list route's JS budget, scripts/check-route-js.mjs).
 */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../api/http-client.ts';
import type { ApiAnswer } from '../../api/vtlog-client.ts';

export type SavedView = ApiAnswer<'get', '/saved-views/{id}'>;

/** The key of every read of page `pagina`'s views; a write refreshes it. */
export const savedViewsKey = (pagina: string) => ['saved-views', pagina] as const;

/** The views of page `pagina` the user sees (own and shared), by name. */
export const savedViewsQueryOptions = (pagina: string) =>
  queryOptions({
    queryKey: savedViewsKey(pagina),
    queryFn: ({ signal }) => apiFetch<SavedView[]>({ method: 'GET', path: '/saved-views', query: { pagina }, signal }),
    retry: false,
  });

/** One view, as a `?view=<id>` link opens it. */
export const savedViewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['saved-views', 'id', id] as const,
    queryFn: ({ signal }) => apiFetch<SavedView>({ method: 'GET', path: `/saved-views/${id}`, signal }),
    retry: false,
  });
