/**
 * Dates in pt-BR for the components that draw them (forms, dashboards): dayjs's locale and Mantine's
 * DatesProvider (weeks from Sunday; Saturday and Sunday as the weekend). Kept out of the app's first
 * load, which draws no date.
 */
import type { ReactNode } from 'react';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { appManifest } from '../../manifests/app-manifest.ts';

dayjs.locale(appManifest.locale);

const settings: DatesProviderSettings = { locale: appManifest.locale, firstDayOfWeek: 0, weekendDays: [0, 6] };

export function PtBrDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={settings}>{children}</DatesProvider>;
}
