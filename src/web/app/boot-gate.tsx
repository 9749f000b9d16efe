import { type ReactNode, useEffect, useState } from 'react';
import type { AuthSession } from '../auth/auth-session.ts';
import { type BootOutcome, confirmSession, resumedSession, startBoot } from './boot.ts';
import { BootFailure, BootLoading } from './boot-screen.tsx';
import { withinFirstAnswerWait } from './first-answer.ts';

/**
 * Shows the loading screen until sign-in and permissions are done, then the app (or why not).
 * The outcome arrives as a state update, so the app's first draw runs in one go. Read with `use`
 * under Suspense it would be a retry, which React draws in slices: the page's answers, arriving
 * meanwhile, made React throw the half-drawn app away and draw it all again.
 * A reloaded tab's app is drawn with the session it resumes once the API has accepted that session's
 * token on the opened page's first request (`firstAnswer` true); keycloak-js then confirms the session
 * with the identity provider, after that first frame, and the boot ends with that same session
 * (nothing is drawn again), or the tab leaves for the login page. A tab whose first answer is not data
 * in time (another kind of page, a refused token, a slow answer; see opened-page-requests.ts) waits
 * for that confirmation first.
 */
export function BootGate({ firstAnswer, children }: { firstAnswer: Promise<boolean>; children: (session: AuthSession) => ReactNode }) {
  const [outcome, setOutcome] = useState<BootOutcome>();
  useEffect(() => {
    let current = true;
    void resumedSession().then(async (session) => {
      const accepted = session !== undefined && (await firstAnswer);
      if (!current) return;
      if (accepted) setOutcome((shown) => shown ?? { kind: 'ready', session });
      else confirmSession();
    });
    void startBoot().then(async (result) => {
      // the first answer may be asked only now (a tab that signed in): it is waited for as long as once asked
      if (result.kind === 'ready') await withinFirstAnswerWait(firstAnswer);
      if (current) setOutcome((shown) => (shown?.kind === 'ready' && result.kind === 'ready' && shown.session === result.session ? shown : result));
    });
    return () => {
      current = false;
    };
  }, [firstAnswer]);
  const drawn = outcome?.kind === 'ready';
  useEffect(() => {
    // after the app's first frame (a no-op once keycloak-js has signed in)
    if (drawn) requestAnimationFrame(() => setTimeout(confirmSession));
  }, [drawn]);
  if (!outcome) return <BootLoading />;
  return outcome.kind === 'ready' ? children(outcome.session) : <BootFailure failure={outcome} />;
}
