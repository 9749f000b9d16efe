import { type ReactNode, useEffect, useState } from 'react';
import type { AuthSession } from '../auth/auth-session.ts';
import { type BootOutcome, startBoot } from './boot.ts';
import { BootFailure, BootLoading } from './boot-screen.tsx';

/**
 * How long the app's first draw waits, after sign-in, for the opened page's first answer: drawn with
 * it, the page is drawn once, rows included, instead of empty and then again (its code and the app's
 * frame cost the main thread more than a local answer takes). A slower answer is waited for by the page.
 */
const firstAnswerWaitMs = 400;

/**
 * Shows the loading screen until sign-in and permissions are done, then the app (or why not).
 * The outcome arrives as a state update, so the app's first draw runs in one go. Read with `use`
 * under Suspense it would be a retry, which React draws in slices: the page's answers, arriving
 * meanwhile, made React throw the half-drawn app away and draw it all again.
 */
export function BootGate({ firstAnswer, children }: { firstAnswer: Promise<void>; children: (session: AuthSession) => ReactNode }) {
  const [outcome, setOutcome] = useState<BootOutcome>();
  useEffect(() => {
    let current = true;
    void startBoot().then(async (result) => {
      if (result.kind === 'ready') await Promise.race([firstAnswer, new Promise((resolve) => setTimeout(resolve, firstAnswerWaitMs))]);
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [firstAnswer]);
  if (!outcome) return <BootLoading />;
  return outcome.kind === 'ready' ? children(outcome.session) : <BootFailure failure={outcome} />;
}
