/**
 * The signed-in user's column choice for one list page, kept on the server (user-preferences
 * routes) so it survives sign-out and follows the user to another browser. A change shows at once
 * (the query's cached answer is replaced, optimistically) and is saved behind it, a burst of changes
 * coalesced (columnPreferencesSaver); a failed save says so and reloads the choice kept. `reset`
 * forgets it ("Restaurar padrão"); `show` draws a saved view's columns without keeping them. Where
 * nothing may be written (the manifest studio's preview) a change is shown and never kept.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { notifyHttpError } from '../../api/notify.ts';
import { useWritesDisabled } from '../writes-disabled.ts';
import { columnPreferencesQueryOptions, columnPreferencesSaver } from './column-preferences-api.ts';
import { defaultColumnPreferences, readColumnPreferences, type ColumnPreferences } from './column-preferences.ts';

export interface ColumnPreferencesControl {
  preferences: ColumnPreferences;
  change: (next: (current: ColumnPreferences) => ColumnPreferences) => void;
  reset: () => void;
  /**
   * Shows `preferences` without keeping them (a saved view's columns, opened): the user's own choice
   * stays as it is until they change a column, which then starts from what is shown.
   */
  show: (preferences: ColumnPreferences) => void;
  /** True while the user's choice differs from the page's defaults. */
  customized: boolean;
}

export function useColumnPreferences(pageId: string, columns: readonly ValueDisplay[]): ColumnPreferencesControl {
  const client = useQueryClient();
  const writesDisabled = useWritesDisabled();
  const options = useMemo(() => columnPreferencesQueryOptions(pageId), [pageId]);
  const { queryKey } = options;
  const { data: stored } = useQuery(options);
  // The choice just made or a view's shown, drawn in the same event (the query's subscribers hear of a new value a moment later).
  const [chosen, setChosen] = useState<{ pageId: string; value: ColumnPreferences | null }>();
  const shown = chosen?.pageId === pageId ? chosen.value : (stored ?? null);
  // What a change starts from, even one made in the same event as the last.
  const latest = useRef(shown);
  useLayoutEffect(() => {
    latest.current = shown;
  });
  const preferences = useMemo(() => readColumnPreferences(shown, columns), [shown, columns]);
  const customized = useMemo(() => JSON.stringify(preferences) !== JSON.stringify(defaultColumnPreferences(columns)), [preferences, columns]);

  const saver = useMemo(
    () =>
      columnPreferencesSaver(pageId, (error) => {
        notifyHttpError(error, 'Não foi possível guardar a escolha de colunas.');
        setChosen(undefined);
        void client.invalidateQueries({ queryKey });
      }),
    [pageId, client, queryKey],
  );
  const { save, flush } = saver;
  // A change still waiting when the page goes away (a reload right after it) is sent then.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (next: (current: ColumnPreferences) => ColumnPreferences) => {
      // A read still under way must not land over the change (TanStack Query's optimistic updates): it
      // is cancelled at once, so the change shows in this same event (a checkbox stays as clicked).
      const value = next(readColumnPreferences(latest.current, columns));
      latest.current = value;
      setChosen({ pageId, value });
      if (writesDisabled) return;
      void client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, value);
      save(value);
    },
    [client, queryKey, columns, save, pageId, writesDisabled],
  );
  const reset = useCallback(() => {
    latest.current = null;
    setChosen({ pageId, value: null });
    if (writesDisabled) return;
    void client.cancelQueries({ queryKey });
    client.setQueryData(queryKey, null);
    save(null);
  }, [client, queryKey, save, pageId, writesDisabled]);
  const show = useCallback(
    (value: ColumnPreferences) => {
      latest.current = value;
      setChosen({ pageId, value });
    },
    [pageId],
  );

  return { preferences, change, reset, show, customized };
}
