/**
 * The widgets of RJSF's Mantine theme (its select is wrapped in widgets/select-widget.tsx). The ones
 * the manifest forms draw on most pages (checkbox, textarea) come with the form; the others (radio, checkboxes, date and time
 * inputs, colour, file, password, range) load the first time a form draws one, so a list page does
 * not download their Mantine inputs.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mantine/core';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { chunk } from '../../app/code-chunk.ts';

const onDemandNames = [
  'AltDateTimeWidget',
  'AltDateWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateTimeWidget',
  'DateWidget',
  'FileWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'TimeWidget',
] as const;

/** A widget of the theme's widget module (one chunk for all, with the dayjs parsing the date inputs need). */
function onDemand(name: (typeof onDemandNames)[number]): ComponentType<WidgetProps> {
  const Widget = lazy(
    chunk(() => import('@rjsf/mantine/lib/widgets/index.js').then((module) => ({ default: module.default[name] as ComponentType<WidgetProps> }))),
  );
  return function OnDemandWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Skeleton height={36} radius="sm" aria-busy />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

export const mantineWidgets: RegistryWidgetsType = {
  CheckboxWidget,
  TextareaWidget,
  ...Object.fromEntries(onDemandNames.map((name) => [name, onDemand(name)])),
};
