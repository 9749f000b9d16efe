/**
 * The router, built from the page manifests: one guarded route per page, any other path to
 * /notfound. Created after sign-in, once keycloak-js has cleaned the callback URL. A declarative
 * router over the browser's history (no data router: the app loads no route data, and react-router's
 * data router is some 17 kB gzip more of every page's first load), with what the app took from the
 * data router done here: scrolling (scroll-restoration.ts), the error screen (route-error.tsx) and
 * a hook on each navigation before it renders (same-url-reload.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  type Location,
  Navigate,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
} from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { pageRoutes } from '../manifests/page-routes.ts';
import { GuardedPage } from './guarded-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { type SameUrlReloads, createSameUrlReloads } from './same-url-reload.ts';

const notFoundPath = '/notfound';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type NavigationState = { location: Location; historyAction: string };

/**
 * The browser's history, and its navigations as a router's `subscribe` gives them: each listener
 * runs before the router renders the new location (the history itself takes one listener, the router's).
 */
function observedHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  const listeners = new Set<(state: NavigationState) => void>();
  const observed: BrowserHistory = Object.create(history, {
    listen: {
      value: (routerListener: Parameters<BrowserHistory['listen']>[0]) =>
        history.listen((update) => {
          for (const listener of listeners) listener({ location: update.location, historyAction: update.action });
          routerListener(update);
        }),
    },
  });
  const navigations = {
    get state(): NavigationState {
      return { location: history.location, historyAction: history.action };
    },
    subscribe(listener: (state: NavigationState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { history: observed, navigations };
}

/** One guarded route per page under the app's layout, any other path to /notfound. */
function appRoutes(reloads: SameUrlReloads): RouteObject[] {
  return [
    {
      element: <RootLayout reloads={reloads} />,
      children: [
        ...pageRoutes.map((page) => ({ path: page.path, element: <GuardedPage page={page} /> })),
        { path: '*', element: <Navigate to={notFoundPath} replace /> },
      ],
    },
  ];
}

function AppRoutes({ reloads }: { reloads: SameUrlReloads }) {
  const { key } = useLocation();
  // built once: as <Route> children they were read into these objects again on every navigation
  const routes = useMemo(() => appRoutes(reloads), [reloads]);
  return <RouteErrorBoundary locationKey={key}>{useRoutes(routes)}</RouteErrorBoundary>;
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [{ history, navigations, reloads }] = useState(() => ({ ...observedHistory(), reloads: createSameUrlReloads() }));
  useEffect(() => reloads.watch(navigations, () => void queryClient.invalidateQueries({ refetchType: 'none' })), [navigations, reloads, queryClient]);
  return (
    <HistoryRouter history={history}>
      <AppRoutes reloads={reloads} />
    </HistoryRouter>
  );
}
