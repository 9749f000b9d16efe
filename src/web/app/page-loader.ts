/**
 * The loader of a page route: the page's guard, its whole manifest and its first requests, before
 * the page is drawn (React Router's data mode; the route's `lazy` loads the page's kind meanwhile,
 * app-routes.tsx). The router is made as the app's code starts (render-app.tsx), so the opened page's
 * code and manifest load while the user's session is resumed or signed in; the loader waits for that
 * session before its guard and its requests.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { PageManifest } from '../../shared/manifest/manifest-types.ts';
import type { AuthSession } from '../auth/auth-session.ts';
import type { PageRoute } from '../manifests/page-route.ts';
import { canSeeWith } from '../renderer/can-see.ts';
import { pageManifestQuery } from '../renderer/page-manifest-query.ts';
import { guardPage } from './page-guard.ts';
import { chunk } from './code-chunk.ts';

const loadPageQueries = chunk(() => import('../renderer/page-queries.ts'));

export interface PageLoaderContext {
  queryClient: QueryClient;
  /** The user's session once known (undefined when sign-in failed: the boot screen says why, and no route is drawn). */
  session: () => Promise<AuthSession | undefined>;
  /** Whether the router is navigating to the URL it shows (`pathname` + `search`). */
  showing: (url: URL) => boolean;
}

export interface PageData {
  page: PageManifest;
  /** Raised by each link to the page already shown: the page is drawn afresh (keyed by it). */
  visit: number;
}

function noSession(): never {
  throw new Error('Sem sessão: o login não foi concluído.');
}

export function pageLoader(route: PageRoute, { queryClient, session, showing }: PageLoaderContext) {
  let visits = 0;
  return async ({ request, params }: LoaderFunctionArgs): Promise<PageData> => {
    const url = new URL(request.url);
    // The page's manifest, and what it asks for (read with its kind's code, not the app's), load while the session is resumed.
    const [current, page, { pageQueries }] = await Promise.all([session(), queryClient.ensureQueryData(pageManifestQuery(route.id)), loadPageQueries()]);
    const { permissions } = current ?? noSession();
    guardPage(route, permissions);
    // The spec's "navigating to the same URL reloads": every answer is asked again as the page is drawn afresh.
    if (showing(url)) {
      visits += 1;
      await queryClient.invalidateQueries({ refetchType: 'none' });
    }
    const queries = pageQueries(page, { canSee: canSeeWith(permissions), params, search: url.search });
    // A failed answer is the page's to show (with its retry), not the route's error screen.
    await Promise.all(queries.map((query) => queryClient.ensureQueryData(query).catch(() => undefined)));
    return { page, visit: visits };
  };
}
