/**
 * What the SPA's pages are drawn inside in tests, as app.tsx draws them: Mantine, TanStack Query (a
 * client that never retries) and the session of a signed-in user (Ana) holding `permissions`.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PermissionEntry } from '../../src/shared/permissions.ts';
import { AuthProvider } from '../../src/web/auth/auth-context.tsx';
import type { AuthSession } from '../../src/web/auth/auth-session.ts';

export function testSession(permissions: PermissionEntry[], token = 'token'): AuthSession {
  return {
    profile: { id: '1', firstName: 'Ana', lastName: 'Analista', email: 'ana@example.com' },
    permissions,
    token: async () => token,
    logout: async () => undefined,
  };
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export function SpaProviders({ queryClient, session, children }: { queryClient: QueryClient; session: AuthSession; children: ReactNode }) {
  return (
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider session={session}>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
