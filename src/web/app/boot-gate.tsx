import { type ReactNode, useEffect, useState } from 'react';
import type { AuthSession } from '../auth/auth-session.ts';
import { type BootOutcome, confirmSession, resumedSession, startBoot } from './boot.ts';
import { BootFailure, BootLoading } from './boot-screen.tsx';

/**
 * Shows the loading screen until the user's session is known, then the app (or why not). A reloaded
 * tab's app is drawn with the session it resumes (its stored tokens and cached permissions), which
 * the opened page's loader asks for its data with (page-loader.ts), and keycloak-js confirms the
 * session with the identity provider once that page is drawn (root-layout.tsx); the boot then ends
 * with that same session (nothing is drawn again), or the tab leaves for the login page. A tab that
 * resumes nothing waits for its sign-in.
 */
export function BootGate({ children }: { children: (session: AuthSession) => ReactNode }) {
  const [outcome, setOutcome] = useState<BootOutcome>();
  useEffect(() => {
    let current = true;
    void resumedSession().then((session) => {
      if (!session) confirmSession();
      else if (current) setOutcome((shown) => shown ?? { kind: 'ready', session });
    });
    void startBoot().then((result) => {
      if (current) setOutcome((shown) => (shown?.kind === 'ready' && result.kind === 'ready' && shown.session === result.session ? shown : result));
    });
    return () => {
      current = false;
    };
  }, []);
  if (!outcome) return <BootLoading />;
  return outcome.kind === 'ready' ? children(outcome.session) : <BootFailure failure={outcome} />;
}
