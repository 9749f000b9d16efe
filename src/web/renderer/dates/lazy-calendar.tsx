/**
 * The calendar Mantine's DateInput draws in its dropdown, in the built app
 * (scripts/vite/stand-ins-plugin.mjs): its code (the month, year and decade levels) loads at the
 * user's first input (overlays/first-input.ts), not with the form, since it shows only once a date
 * field is opened; a loader holds its place if it is opened before the code is there.
 */
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { loadOnFirstInput } from '../overlays/first-input.ts';
import { chunk } from '../../app/code-chunk.ts';

type CalendarModule = typeof import('./calendar.ts');
type CalendarProps = ComponentProps<CalendarModule['Calendar']>;

const loadCalendar = chunk(() => import('./calendar.ts'));

loadOnFirstInput(loadCalendar);

const LoadedCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar as ComponentType<CalendarProps> })));

export function Calendar(props: CalendarProps) {
  return (
    <Suspense
      fallback={
        <Center w={252} h={252}>
          <Loader size="sm" aria-label="Carregando o calendário" />
        </Center>
      }
    >
      <LoadedCalendar {...props} />
    </Suspense>
  );
}

// DateInput spreads its calendar's Styles API classes into its own static `classes` when its module
// loads, before the calendar's code is there; nothing in the app or in Mantine reads them.
Calendar.classes = {} as Record<string, string>;
