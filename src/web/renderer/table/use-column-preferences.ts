/**
 * The signed-in user's column choice for one list page, read from and saved to local storage;
 * `reset` forgets it ("Restaurar padrão").
 */
import { useCallback, useMemo, useState } from 'react';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { columnPreferencesKey, defaultColumnPreferences, readColumnPreferences, type ColumnPreferences } from './column-preferences.ts';

export interface ColumnPreferencesControl {
  preferences: ColumnPreferences;
  change: (next: (current: ColumnPreferences) => ColumnPreferences) => void;
  reset: () => void;
  /** True while the user's choice differs from the page's defaults. */
  customized: boolean;
}

export function useColumnPreferences(pageId: string, columns: readonly ValueDisplay[]): ColumnPreferencesControl {
  const { profile } = useAuth();
  const key = columnPreferencesKey(profile.id, pageId);
  const [stored, setStored] = useState(() => ({ key, value: localStorage.getItem(key) }));
  const value = stored.key === key ? stored.value : localStorage.getItem(key);
  const preferences = useMemo(() => readColumnPreferences(value, columns), [value, columns]);
  const customized = useMemo(() => JSON.stringify(preferences) !== JSON.stringify(defaultColumnPreferences(columns)), [preferences, columns]);

  const change = useCallback(
    (next: (current: ColumnPreferences) => ColumnPreferences) => {
      const text = JSON.stringify(next(readColumnPreferences(localStorage.getItem(key), columns)));
      localStorage.setItem(key, text);
      setStored({ key, value: text });
    },
    [key, columns],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    setStored({ key, value: null });
  }, [key]);

  return { preferences, change, reset, customized };
}
