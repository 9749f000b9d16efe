import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout.tsx';
import { NavigationProgress } from '../layout/navigation-progress.tsx';
import { confirmSession } from './boot.ts';

/**
 * The shell around every page. React Router's ScrollRestoration: the top of the page on each
 * navigation, the position it was left at on back and forward (and on a reload), and the element
 * of the URL's `#anchor`. While the next page loads, the one shown stays under a progress bar.
 */
export function RootLayout() {
  // keycloak-js confirms a resumed session once the first page is on screen, not while it is drawn (boot.ts).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(confirmSession));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <AppLayout>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </AppLayout>
  );
}
