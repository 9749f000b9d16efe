import { type ReactNode, useEffect, useState } from 'react';
import type { AuthSession } from '../auth/auth-session.ts';
import { type BootOutcome, startBoot } from './boot.ts';
import { BootFailure, BootLoading } from './boot-screen.tsx';

/**
 * Shows the loading screen until sign-in and permissions are done, then the app (or why not).
 * The outcome arrives as a state update, so the app's first draw runs in one go. Read with `use`
 * under Suspense it would be a retry, which React draws in slices: the page's answers, arriving
 * meanwhile, made React throw the half-drawn app away and draw it all again.
 */
export function BootGate({ children }: { children: (session: AuthSession) => ReactNode }) {
  const [outcome, setOutcome] = useState<BootOutcome>();
  useEffect(() => {
    let current = true;
    void startBoot().then((result) => current && setOutcome(result));
    return () => {
      current = false;
    };
  }, []);
  if (!outcome) return <BootLoading />;
  return outcome.kind === 'ready' ? children(outcome.session) : <BootFailure failure={outcome} />;
}
