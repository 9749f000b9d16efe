/**
 * The saved views of one page without their markup: the page's views, the one the URL names
 * (`?view=<id>`), opening one (its state applied as the page still allows, a notice naming what
 * was dropped), and what happens as the page opens: a `?view` link opens its view, and a page
 * opened with no state in its URL opens the user's default view.
 *
 * @example
 * const views = useSavedViews({ pageId, openedWithState, target, defaults, current, apply });
 * views.open(views.list.data[0]);
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ColumnPreferences, ViewState } from '../../../shared/api/saved-view.schema.ts';
import { notifyWarning } from '../../api/notify.ts';
import type { PageState } from '../../state/page-state-cache.ts';
import { type SavedView, savedViewQueryOptions, savedViewsQueryOptions } from './saved-views-queries.ts';
import type { KeptState, OpenedView, ViewTarget } from './view-state.ts';
import { inPlace, viewParam } from '../../state/use-page-state.ts';
import { viewIdIn } from './view-targets.ts';
import { chunk } from '../../app/code-chunk.ts';

// view-state.ts loads when a view is first opened or saved, not with every list (the list route's JS budget).
const loadViewState = chunk(() => import('./view-state.ts'));

export interface ViewsHost {
  pageId: string;
  /** Whether the page opened with its state in the URL (read as it opened): then that state stays, whatever view or default there is. */
  openedWithState: boolean;
  target: ViewTarget;
  defaults: PageState;
  /** The page's state now, and its column choice when it has columns. */
  current: () => { state: KeptState; columns?: ColumnPreferences };
  /** Shows an opened view and names it in the URL (`view=<viewId>`). */
  apply: (opened: OpenedView, viewId: number) => void;
}

export function useSavedViews(host: ViewsHost) {
  const [params, setParams] = useSearchParams();
  const currentId = viewIdIn(params);
  const list = useQuery(savedViewsQueryOptions(host.pageId));
  const client = useQueryClient();
  // Handlers and the opening effect read the latest host (its state and callbacks change every render).
  const latest = useRef(host);
  useLayoutEffect(() => {
    latest.current = host;
  });

  const open = useCallback(async (view: SavedView) => {
    const { droppedNotice, openView } = await loadViewState();
    const { target, defaults, apply } = latest.current;
    const opened = openView(view.estado, target, defaults);
    apply(opened, view.id);
    const notice = droppedNotice(view.nome, opened.dropped);
    if (notice) notifyWarning(notice, 'Visão aberta sem alguns campos');
  }, []);

  const state = useCallback(async (): Promise<ViewState> => {
    const { viewStateOf } = await loadViewState();
    const { state: kept, columns } = latest.current.current();
    return viewStateOf(kept, latest.current.target, columns);
  }, []);

  // What the page does as it opens, decided once from its first URL.
  const [opening] = useState<number | 'default' | undefined>(() => (host.openedWithState ? undefined : (currentId ?? 'default')));
  const settled = useRef(opening === undefined);
  useEffect(() => {
    if (settled.current) return;
    if (opening === 'default') {
      if (list.isPending) return;
      settled.current = true;
      const preferred = list.data?.find((view) => view.padrao);
      if (preferred) void open(preferred);
    } else if (opening !== undefined) {
      settled.current = true;
      client.fetchQuery(savedViewQueryOptions(opening)).then(open, () => {
        notifyWarning('A visão deste link não existe mais ou não está disponível para você.');
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.delete(viewParam);
          return next;
        }, inPlace);
      });
    }
  }, [opening, list.isPending, list.data, open, client, setParams]);

  return {
    list,
    /** The open view, when the URL names one the user sees. */
    current: list.data?.find((view) => view.id === currentId),
    open,
    /** The page's state now, as a view keeps it. */
    state,
  };
}

export type SavedViewsControl = ReturnType<typeof useSavedViews>;
