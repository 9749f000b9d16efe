/**
 * RJSF core's default widgets (@rjsf/core/lib/components/widgets/index.js), in the built app
 * (scripts/vite/stand-ins-plugin.mjs): the text, e-mail, URL, up-down and hidden widgets, which no
 * theme widget replaces, as they are; the others, which the forms' Mantine widgets replace
 * (vtlog-form.tsx) or which only a uiSchema asks for (rating), load the first time one is drawn
 * (rare-parts.ts).
 */
import type { Widget } from '@rjsf/utils';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { onDemand, type RarePart } from './on-demand.tsx';

/** The widgets drawn on demand, by their name in the registry and in rare-parts.ts. */
export const onDemandWidgets = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'FileWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextareaWidget',
  'TimeWidget',
] as const satisfies readonly RarePart[];

// Made once: RJSF asks for the defaults on every render of a form, and a component made anew each time would remount.
const drawnOnDemand = Object.fromEntries(onDemandWidgets.map((name) => [name, onDemand<never>(name) as Widget]));

/** The same names and, once loaded, the same components as RJSF core's `widgets()`. */
export default function widgets(): Record<string, Widget> {
  return {
    ...drawnOnDemand,
    EmailWidget: EmailWidget as Widget,
    HiddenWidget: HiddenWidget as Widget,
    TextWidget: TextWidget as Widget,
    UpDownWidget: UpDownWidget as Widget,
    URLWidget: URLWidget as Widget,
  };
}
