import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../auth/auth-context.tsx';
import { AppProviders } from './app-providers.tsx';
import { AppRouter } from './app-router.tsx';
import { BootGate } from './boot-gate.tsx';
import { customComponents } from '../custom/registry.ts';
import { registerCustomComponents } from '../renderer/custom-components.ts';

registerCustomComponents(customComponents);

/** The whole app: providers, then sign-in, then the router built from the manifests. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BootGate>
        {(session) => (
          <AuthProvider session={session}>
            <AppRouter />
          </AuthProvider>
        )}
      </BootGate>
    </AppProviders>
  );
}
