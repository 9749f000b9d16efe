import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../auth/auth-context.tsx';
import { AppProviders } from './app-providers.tsx';
import type { Router } from './app-router.tsx';
import { BootGate } from './boot-gate.tsx';
import { customComponents } from '../custom/registry.ts';
import { registerCustomComponents } from '../renderer/custom-components.ts';

registerCustomComponents(customComponents);

/** The whole app: providers, then sign-in, then the router built from the manifests (made beside the sign-in: render-app.tsx). */
export function App({ queryClient, router }: { queryClient: QueryClient; router: Router }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BootGate>
        {(session) => (
          <AuthProvider session={session}>
            <RouterProvider router={router} />
          </AuthProvider>
        )}
      </BootGate>
    </AppProviders>
  );
}
