/**
 * The calendar Mantine's DateInput draws in its dropdown, in the built app
 * (scripts/vite/stand-ins-plugin.mjs): its code (the month, year and decade levels, ~9 kB gzip)
 * loads at the user's first input (overlays/first-input.ts), not with the form, since it shows only
 * once a date field is opened; a loader holds its place if it is opened before the code is there.
 */
import { type ComponentProps, Suspense, use } from 'react';
import { Center, Loader } from '@mantine/core';
import { settledLoad, type SettledLoad } from '../../support/settled-load.ts';
import { loadOnFirstInput } from '../overlays/first-input.ts';

type CalendarModule = typeof import('./calendar.ts');

let load: SettledLoad<CalendarModule> | undefined;

/** Loaded once, so the calendar draws without a fallback once it is there (a failed load is tried again). */
function loadCalendar(): Promise<CalendarModule> {
  load ??= settledLoad(import('./calendar.ts'), () => {
    load = undefined;
  });
  return load;
}

loadOnFirstInput(loadCalendar);

type CalendarProps = ComponentProps<CalendarModule['Calendar']>;

function LoadedCalendar(props: CalendarProps) {
  const { Calendar: Loaded } = use(loadCalendar());
  return <Loaded {...props} />;
}

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
