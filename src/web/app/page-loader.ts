/**
 * The loader of a page route: the page's guard, its whole manifest and its first requests, before
 * the page is drawn (React Router's data mode; the route's `lazy` loads the page's kind meanwhile,
 * app-routes.tsx). The user is signed in before any loader runs: the router is made with the session.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../shared/permissions.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { canSeeWith } from '../renderer/can-see.ts';
import { pageManifestQuery } from '../renderer/page-manifest-query.ts';
import { guardPage } from './page-guard.ts';

export interface PageLoaderContext {
  queryClient: QueryClient;
  permissions: readonly PermissionEntry[];
  /** Whether the router is navigating to the URL it shows (`pathname` + `search`). */
  showing: (url: URL) => boolean;
}

export interface PageData {
  page: PageManifest;
  /** Raised by each link to the page already shown: the page is drawn afresh (keyed by it). */
  visit: number;
}

export function pageLoader(route: PageRoute, { queryClient, permissions, showing }: PageLoaderContext) {
  let visits = 0;
  return async ({ request, params }: LoaderFunctionArgs): Promise<PageData> => {
    guardPage(route, permissions);
    const url = new URL(request.url);
    // The spec's "navigating to the same URL reloads": every answer is asked again as the page is drawn afresh.
    if (showing(url)) {
      visits += 1;
      await queryClient.invalidateQueries({ refetchType: 'none' });
    }
    // What a page asks for is read with its kind's code (a list's with the list's), not the app's.
    const [page, { pageQueries }] = await Promise.all([queryClient.ensureQueryData(pageManifestQuery(route.id)), import('../renderer/page-queries.ts')]);
    const queries = pageQueries(page, { canSee: canSeeWith(permissions), params, search: url.search });
    // A failed answer is the page's to show (with its retry), not the route's error screen.
    await Promise.all(queries.map((query) => queryClient.ensureQueryData(query).catch(() => undefined)));
    return { page, visit: visits };
  };
}
