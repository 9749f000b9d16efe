/**
 * Everything a page may rely on: Mantine (theme, light/dark), TanStack Query, toasts (top centre,
 * 3 s, paused while hovered) and confirm dialogs (CANCELAR / CONFIRMAR). Dates get their pt-BR
 * settings where they are drawn (renderer/dates/pt-br-dates.tsx), so the first load carries no dates;
 * the toasts' and dialogs' code loads after the first paint (renderer/overlays/deferred-overlays.ts).
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appManifest } from '../manifests/app-manifest.ts';
import { ConfirmHost, ToastHost } from '../renderer/overlays/overlay-hosts.tsx';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { texts, toast } = appManifest;
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={appManifest.theme.default}
    >
      <QueryClientProvider client={queryClient}>
        <ToastHost
          position={toast.position}
          autoClose={toast.durationMs}
          // a hovered toast never closes (Mantine pauses it); 'all' keeps the stack still meanwhile
          pauseResetOnHover="all"
          limit={5}
        />
        <ConfirmHost labels={{ confirm: texts.confirmLabel, cancel: texts.cancelLabel }} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
