/**
 * RJSF core's default widgets (@rjsf/core/lib/components/widgets/index.js), in the built app
 * (scripts/vite/stand-ins-plugin.mjs): the text, e-mail, URL, up-down and hidden widgets, which no
 * theme widget replaces, as they are; the others, which the forms' Mantine widgets replace
 * (vtlog-form.tsx) or which only a uiSchema asks for (rating), load the first time one is drawn.
 */
import type { Widget } from '@rjsf/utils';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { onDemand } from './on-demand.tsx';

type WidgetModule = Promise<{ default: Widget }>;

/** The loaders of the widgets drawn on demand, by their name in the registry. */
export const onDemandWidgetLoaders = {
  AltDateWidget: () => import('@rjsf/core/lib/components/widgets/AltDateWidget.js') as WidgetModule,
  AltDateTimeWidget: () => import('@rjsf/core/lib/components/widgets/AltDateTimeWidget.js') as WidgetModule,
  CheckboxWidget: () => import('@rjsf/core/lib/components/widgets/CheckboxWidget.js') as WidgetModule,
  CheckboxesWidget: () => import('@rjsf/core/lib/components/widgets/CheckboxesWidget.js') as WidgetModule,
  ColorWidget: () => import('@rjsf/core/lib/components/widgets/ColorWidget.js') as WidgetModule,
  DateWidget: () => import('@rjsf/core/lib/components/widgets/DateWidget.js') as WidgetModule,
  DateTimeWidget: () => import('@rjsf/core/lib/components/widgets/DateTimeWidget.js') as WidgetModule,
  FileWidget: () => import('@rjsf/core/lib/components/widgets/FileWidget.js') as WidgetModule,
  PasswordWidget: () => import('@rjsf/core/lib/components/widgets/PasswordWidget.js') as WidgetModule,
  RadioWidget: () => import('@rjsf/core/lib/components/widgets/RadioWidget.js') as WidgetModule,
  RangeWidget: () => import('@rjsf/core/lib/components/widgets/RangeWidget.js') as WidgetModule,
  RatingWidget: () => import('@rjsf/core/lib/components/widgets/RatingWidget.js') as WidgetModule,
  SelectWidget: () => import('@rjsf/core/lib/components/widgets/SelectWidget.js') as WidgetModule,
  TextareaWidget: () => import('@rjsf/core/lib/components/widgets/TextareaWidget.js') as WidgetModule,
  TimeWidget: () => import('@rjsf/core/lib/components/widgets/TimeWidget.js') as WidgetModule,
};

// Made once: RJSF asks for the defaults on every render of a form, and a component made anew each time would remount.
const onDemandWidgets = Object.fromEntries(Object.entries(onDemandWidgetLoaders).map(([name, load]) => [name, onDemand(load)])) as Record<
  keyof typeof onDemandWidgetLoaders,
  Widget
>;

/** The same names and, once loaded, the same components as RJSF core's `widgets()`. */
export default function widgets(): Record<string, Widget> {
  return {
    ...onDemandWidgets,
    EmailWidget: EmailWidget as Widget,
    HiddenWidget: HiddenWidget as Widget,
    TextWidget: TextWidget as Widget,
    UpDownWidget: UpDownWidget as Widget,
    URLWidget: URLWidget as Widget,
  };
}
