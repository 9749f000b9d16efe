/**
 * A search the user asked for (the filter form was submitted) that the form has not applied or refused
 * yet: the form validates in its own commit, after the submit event. An action that reads the applied
 * filters (Exportar) waits for it, so a press right after Pesquisar uses the new filters.
 */
import { useMemo, useRef } from 'react';

export interface PendingSearch {
  /** The form was submitted. */
  begin(): void;
  /** The form applied the search or refused its values. */
  end(): void;
  /** Resolves once no search is pending. */
  settled(): Promise<void>;
}

export function usePendingSearch(): PendingSearch {
  const pending = useRef<{ done: Promise<void>; resolve: () => void }>(undefined);
  return useMemo<PendingSearch>(
    () => ({
      begin() {
        if (pending.current) return;
        let resolve = () => {};
        const done = new Promise<void>((settle) => (resolve = settle));
        pending.current = { done, resolve };
      },
      end() {
        pending.current?.resolve();
        pending.current = undefined;
      },
      settled: () => pending.current?.done ?? Promise.resolve(),
    }),
    [],
  );
}
