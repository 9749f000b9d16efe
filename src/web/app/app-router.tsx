/**
 * The router, built from the page manifests: one guarded route per page, any other path to
 * /notfound. Created after sign-in, once keycloak-js has cleaned the callback URL.
 */
import { useEffect, useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { pageRoutes } from '../manifests/page-routes.ts';
import { GuardedPage } from './guarded-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { type SameUrlReloads, createSameUrlReloads } from './same-url-reload.ts';

const notFoundPath = '/notfound';

function appRoutes(reloads: SameUrlReloads): RouteObject[] {
  return [
    {
      element: <RootLayout reloads={reloads} />,
      errorElement: <RouteError />,
      children: [
        ...pageRoutes.map((page) => ({ path: page.path, element: <GuardedPage page={page} /> })),
        { path: '*', element: <Navigate to={notFoundPath} replace /> },
      ],
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const [{ router, reloads }] = useState(() => {
    const sameUrlReloads = createSameUrlReloads();
    return { router: createBrowserRouter(appRoutes(sameUrlReloads)), reloads: sameUrlReloads };
  });
  useEffect(
    () => reloads.watch(router, () => void queryClient.invalidateQueries({ refetchType: 'none' })),
    [router, reloads, queryClient],
  );
  return <RouterProvider router={router} />;
}
