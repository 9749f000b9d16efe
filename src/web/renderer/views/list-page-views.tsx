/**
 * "Visões" of a list page: a view keeps the list's filters, sort, page size and column choice;
 * opening one applies them. Its columns are shown, not kept: opening a colleague's link leaves the
 * user's own column choice as it was (a column changed then starts from the view's).
 */
import { useMemo } from 'react';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { viewParam } from '../../state/use-page-state.ts';
import type { ListPageManifest } from '../list/list-page-queries.ts';
import type { ListController } from '../list/use-list-controller.ts';
import { readColumnPreferences } from '../table/column-preferences.ts';
import type { ColumnPreferencesControl } from '../table/use-column-preferences.ts';
import { SavedViewsMenu } from './saved-views-menu.tsx';
import type { ViewsHost } from './use-saved-views.ts';
import { listViewTarget } from './view-targets.ts';

export interface ListPageViewsProps {
  page: ListPageManifest;
  list: ListController<unknown, unknown>;
  /** The columns the user may see (before their choice). */
  columns: readonly ValueDisplay[];
  columnChoice: ColumnPreferencesControl;
  /** Whether the page opened with its state in its URL (ViewsHost). */
  openedWithState: boolean;
  /** Open the menu at once: its button was pressed before this code had loaded. */
  openAtOnce: boolean;
}

export function ListPageViews({ page, list, columns, columnChoice, openedWithState, openAtOnce }: ListPageViewsProps) {
  const { state, update, defaults } = list;
  const target = useMemo(
    () => listViewTarget(columns, list.form?.prepared, defaults, page.pageSize?.options ?? [defaults.pageSize]),
    [columns, list.form?.prepared, defaults, page.pageSize?.options],
  );
  const { preferences, show } = columnChoice;

  const host: ViewsHost = {
    pageId: page.id,
    openedWithState,
    target,
    defaults,
    current: () => ({ state, columns: preferences }),
    apply: (opened, viewId) => {
      update(() => opened.state, { [viewParam]: String(viewId) });
      if (opened.columns) show(readColumnPreferences(opened.columns, columns));
    },
  };
  return <SavedViewsMenu host={host} openAtOnce={openAtOnce} />;
}
