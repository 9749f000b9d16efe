/**
 * A reloaded list page asks for its first data with the app, in parallel with the sign-in round trips,
 * instead of after them: as soon as the session is known (a reloaded tab's before keycloak-js has
 * confirmed it; see boot.ts), so that the page has its rows when the app is first drawn. Its code and
 * manifest are on their way already (opened-page.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadPageManifest } from '../manifests/page-routes.ts';
import { type PageRoute, mayOpen } from '../manifests/page-route.ts';
import { canSeeWith } from '../renderer/can-see.ts';
import type { RouteParams } from '../renderer/use-route-params.ts';
import { firstSession, resumedSession } from './boot.ts';
import { withinFirstAnswerWait } from './first-answer.ts';
import { openedPage } from './opened-page.ts';

/** The opened page's first requests, as render-app.tsx waits on them. */
export interface FirstRequests {
  /**
   * Settles once the page's first requests have left, or at once when none leave before the tab has
   * signed in (another kind of page, a tab that must sign in first): the app's first render waits for
   * it, as it would otherwise hold the main thread while the page's code waits to run and send them.
   */
  asked: Promise<void>;
  /**
   * Settles, never failing, once the page's first answer is in: true when it is data (the API accepted
   * the session's token) and came within the first draw's wait of being asked (first-answer.ts); false
   * otherwise, at once for a page that asks nothing ahead. A page whose code or manifest failed to load
   * says so when it is drawn.
   */
  firstAnswer: Promise<boolean>;
}

const asksNothing: FirstRequests = { asked: Promise.resolve(), firstAnswer: Promise.resolve(false) };

export function requestOpenedPage(queryClient: QueryClient): FirstRequests {
  if (openedPage?.route.kind !== 'list') return asksNothing;
  return requestListAfterSignIn(queryClient, openedPage.route, openedPage.params, window.location.search);
}

function requestListAfterSignIn(queryClient: QueryClient, route: PageRoute, params: RouteParams, search: string): FirstRequests {
  let sent = () => {};
  const asked = new Promise<void>((resolve) => (sent = resolve));
  // a tab that must sign in first shows its loading screen meanwhile
  void resumedSession().then((session) => session ?? sent());
  const firstAnswer = (async () => {
    const [session, page, { prefetchListPage }] = await Promise.all([
      firstSession(),
      loadPageManifest(route.id),
      import('../renderer/list/list-page-requests.ts'),
    ]);
    if (!session || page.kind !== 'list' || !mayOpen(route, session.permissions)) return false;
    const answered = prefetchListPage(queryClient, page, { canSee: canSeeWith(session.permissions), params, search });
    sent();
    return withinFirstAnswerWait(answered);
  })().catch(() => false);
  void firstAnswer.then(sent);
  return { asked, firstAnswer };
}
