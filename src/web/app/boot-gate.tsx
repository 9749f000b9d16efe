import { type ReactNode, Suspense, use } from 'react';
import type { AuthSession } from '../auth/auth-session.ts';
import { type BootOutcome, boot } from './boot.ts';
import { BootFailure, BootLoading } from './boot-screen.tsx';

// Once per page load: keycloak-js must be initialised exactly once, StrictMode or not.
let outcome: Promise<BootOutcome> | undefined;

function BootResult({ children }: { children: (session: AuthSession) => ReactNode }) {
  const result = use((outcome ??= boot()));
  return result.kind === 'ready' ? children(result.session) : <BootFailure failure={result} />;
}

/** Shows the loading screen until sign-in and permissions are done, then the app (or why not). */
export function BootGate({ children }: { children: (session: AuthSession) => ReactNode }) {
  return (
    <Suspense fallback={<BootLoading />}>
      <BootResult>{children}</BootResult>
    </Suspense>
  );
}
