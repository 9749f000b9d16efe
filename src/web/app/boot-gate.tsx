import { type ReactNode, Suspense, use } from 'react';
import type { AuthSession } from '../auth/auth-session.ts';
import { startBoot } from './boot.ts';
import { BootFailure, BootLoading } from './boot-screen.tsx';

function BootResult({ children }: { children: (session: AuthSession) => ReactNode }) {
  const result = use(startBoot());
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
