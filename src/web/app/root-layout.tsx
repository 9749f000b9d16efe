import { Fragment } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout.tsx';
import type { SameUrlReloads } from './same-url-reload.ts';
import { ScrollRestoration } from './scroll-restoration.ts';

/**
 * The shell around every page. ScrollRestoration (scroll-restoration.ts): top of the page on each navigation,
 * the previous position on back, and scrolling to the `#anchor` of the URL. The page remounts when
 * a navigation lands on the URL already shown (same-url-reload.ts).
 */
export function RootLayout({ reloads }: { reloads: SameUrlReloads }) {
  const { key } = useLocation();
  return (
    <AppLayout>
      <ScrollRestoration />
      <Fragment key={reloads.reloadOf(key)}>
        <Outlet />
      </Fragment>
    </AppLayout>
  );
}
