/** "Visões" of the vehicle map: a view keeps its filters and where the map was left. */
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageFilters } from '../../../shared/manifest/manifest-types.ts';
import type { ListController } from '../../renderer/list/use-list-controller.ts';
import { SavedViewsMenu } from '../../renderer/views/saved-views-menu.tsx';
import type { OpenedView, ViewTarget } from '../../renderer/views/view-state.ts';
import { formFilters } from '../../renderer/views/view-targets.ts';
import { urlShape } from '../../state/page-state-url.ts';
import { urlCarriesState, viewParam } from '../../state/use-page-state.ts';

interface LocationViewsProps {
  pageId: string;
  filters: PageFilters | undefined;
  list: Pick<ListController<unknown, unknown>, 'state' | 'update' | 'defaults' | 'form'>;
  /** Called with an opened view's state, after it is the page's: the map moves to the view's position. */
  onOpened: (opened: OpenedView) => void;
}

export function LocationViews({ pageId, filters, list, onOpened }: LocationViewsProps) {
  const { search } = useLocation();
  const { state, update, defaults } = list;
  const [openedWithState] = useState(() => urlCarriesState(search, defaults, urlShape(filters?.schema)));
  const prepared = list.form?.prepared;
  const target = useMemo<ViewTarget>(() => ({ filters: formFilters(prepared), sortable: new Map() }), [prepared]);
  return (
    <SavedViewsMenu
      host={{
        pageId,
        openedWithState,
        target,
        defaults,
        current: () => ({ state: { filters: state.filters, ...(state.map && { map: state.map }) } }),
        apply: (opened, viewId) => {
          update(() => opened.state, { [viewParam]: String(viewId) });
          onOpened(opened);
        },
      }}
    />
  );
}
