import { Fragment, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout.tsx';
import type { ReloadCounter } from './same-url-reload.ts';

/**
 * The shell around every page. ScrollRestoration (spec §2): top of the page on each navigation,
 * the previous position on back, and scrolling to the `#anchor` of the URL.
 */
export function RootLayout({ reloads }: { reloads: ReloadCounter }) {
  const reload = useSyncExternalStore(reloads.subscribe, reloads.current);
  return (
    <AppLayout>
      <ScrollRestoration />
      <Fragment key={reload}>
        <Outlet />
      </Fragment>
    </AppLayout>
  );
}
