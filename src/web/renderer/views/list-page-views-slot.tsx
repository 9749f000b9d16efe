/**
 * "Visões" of a list page as the list first paints: the button alone, while the views' code
 * (list-page-views.tsx: the page's views, opening a `?view` link or the default view, the menu) loads
 * beside the list's first request instead of with the list's code (the list route's JS budget,
 * scripts/check-route-js.mjs). A press of the button before that code is there opens the menu once it is.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { urlShape } from '../../state/page-state-url.ts';
import { urlCarriesState } from '../../state/use-page-state.ts';
import type { ListPageViewsProps } from './list-page-views.tsx';
import { ViewsButton } from './views-button.tsx';
import { chunk } from '../../app/code-chunk.ts';

const ListPageViews = lazy(chunk(() => import('./list-page-views.tsx').then((module) => ({ default: module.ListPageViews }))));

export function ListPageViewsSlot(props: Omit<ListPageViewsProps, 'openedWithState' | 'openAtOnce'>) {
  const { search } = useLocation();
  // Read as the page opens, before the list writes its state into the URL.
  const [openedWithState] = useState(() => urlCarriesState(search, props.list.defaults, urlShape(props.page.filters?.schema)));
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<ViewsButton aria-haspopup="menu" aria-expanded={false} onClick={() => setPressed(true)} />}>
      <ListPageViews {...props} openedWithState={openedWithState} openAtOnce={pressed} />
    </Suspense>
  );
}
