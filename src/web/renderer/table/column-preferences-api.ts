/**
 * Calls of the user's column choice per page (user-preferences routes), kept on the server so it
 * follows the user. Through apiFetch, typed by the API's generated types: the read leaves with the
 * page and a write leaves at once (no other library to load first: the list route's JS budget,
 * scripts/check-route-js.mjs), kept alive through a reload.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ColumnPreferences } from '../../../shared/api/saved-view.schema.ts';
import { apiFetch } from '../../api/http-client.ts';
import type { ApiAnswer } from '../../api/vtlog-client.ts';

type ColumnPreferencesAnswer = ApiAnswer<'get', '/user-preferences/columns/{pagina}'>;

const pathOf = (pagina: string) => `/user-preferences/columns/${encodeURIComponent(pagina)}`;

export const columnPreferencesQueryOptions = (pagina: string) =>
  queryOptions({
    queryKey: ['user-preferences', 'columns', pagina] as const,
    queryFn: async ({ signal }) => (await apiFetch<ColumnPreferencesAnswer>({ method: 'GET', path: pathOf(pagina), signal })).colunas,
    staleTime: Infinity,
    retry: false,
  });

/** Keeps `colunas` as the choice for `pagina`; null forgets it (the manifest's columns). */
export async function saveColumnPreferences(pagina: string, colunas: ColumnPreferences | null): Promise<void> {
  await apiFetch({ method: colunas ? 'PUT' : 'DELETE', path: pathOf(pagina), body: colunas ?? undefined, keepalive: true });
}

export interface ColumnPreferencesSaver {
  save: (colunas: ColumnPreferences | null) => void;
  /** Sends the change still waiting, at once: the page is going away (a reload, a closed tab). */
  flush: () => void;
}

/**
 * A saver of the choice for `pagina` that sends the latest value, one request at a time: a change is
 * sent at once, and the changes made while it travels (a drag, a run of clicks) are sent as one
 * request after it, so a burst costs two requests.
 */
export function columnPreferencesSaver(pagina: string, onError: (error: unknown) => void): ColumnPreferencesSaver {
  let next: { colunas: ColumnPreferences | null } | undefined;
  let sending = false;
  const send = async () => {
    sending = true;
    while (next) {
      const { colunas } = next;
      next = undefined;
      await saveColumnPreferences(pagina, colunas).catch(onError);
    }
    sending = false;
  };
  return {
    save(colunas) {
      next = { colunas };
      if (!sending) void send();
    },
    flush() {
      if (!next) return;
      const { colunas } = next;
      next = undefined;
      void saveColumnPreferences(pagina, colunas).catch(onError);
    },
  };
}
