/** "Visões" of a dashboard: a view keeps its period and region. */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SavedViewsMenu } from '../../renderer/views/saved-views-menu.tsx';
import type { ViewTarget } from '../../renderer/views/view-state.ts';
import { viewParam } from '../../state/use-page-state.ts';
import type { PageState } from '../../state/page-state-cache.ts';
import { searchHasDashboardFilter, type SetDashboardFilter } from './use-dashboard-filter.ts';
import type { DashboardFilterValue } from './use-dashboard-query.ts';

const target: ViewTarget = {
  filters: new Map([
    ['dataInicio', 'Período (início)'],
    ['dataFim', 'Período (fim)'],
    ['regiao', 'Região'],
  ]),
  sortable: new Map(),
};
// A dashboard is neither sorted nor paged: only the filters of a view apply.
const defaults: PageState = { filters: {}, page: 1, pageSize: 1, sort: [] };

export function DashboardViews({ pageId, filter, setFilter }: { pageId: string; filter: DashboardFilterValue; setFilter: SetDashboardFilter }) {
  const { search } = useLocation();
  const [openedWithState] = useState(() => searchHasDashboardFilter(search));
  return (
    <SavedViewsMenu
      host={{
        pageId,
        openedWithState,
        target,
        defaults,
        current: () => ({ state: { filters: { ...filter } } }),
        // The view's values passed the server's schema as free filters: the dashboard's URL reader checks each again.
        apply: (opened, viewId) => setFilter(opened.state.filters as DashboardFilterValue, { [viewParam]: String(viewId) }),
      }}
    />
  );
}
