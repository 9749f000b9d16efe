/**
 * Everything a page may rely on: Mantine (theme, light/dark), pt-BR dates (dayjs + DatesProvider),
 * TanStack Query, toasts (top centre, 3 s, paused while hovered) and confirm dialogs
 * (CANCELAR / CONFIRMAR).
 */
import { type ReactNode, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { appManifest } from '../manifests/manifests.ts';
import { createQueryClient } from './query-client.ts';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme.ts';

dayjs.locale(appManifest.locale);

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { texts, toast } = appManifest;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme={appManifest.theme.default}>
      <DatesProvider settings={{ locale: appManifest.locale, firstDayOfWeek: 0, weekendDays: [0, 6] }}>
        <QueryClientProvider client={queryClient}>
          <Notifications
            position={toast.position}
            autoClose={toast.durationMs}
            // a hovered toast never closes (Mantine pauses it); 'all' keeps the stack still meanwhile
            pauseResetOnHover="all"
            limit={5}
          />
          <ModalsProvider labels={{ confirm: texts.confirmLabel, cancel: texts.cancelLabel }}>{children}</ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
