/**
 * RJSF core's default templates (@rjsf/core/lib/components/templates/index.js), in the built app
 * (scripts/vite/stand-ins-plugin.mjs): all of them load the first time one is drawn
 * (rare-parts.ts). The forms draw the Mantine theme's and their own instead (vtlog-form.tsx), but
 * for an array's description and item buttons and for a field RJSF cannot draw, which few forms have.
 */
import type { ComponentType } from 'react';
import { onDemand, type RarePart } from './on-demand.tsx';

/** The templates, by their name in the registry and in rare-parts.ts. */
export const onDemandTemplates = [
  'ArrayFieldDescriptionTemplate',
  'ArrayFieldItemTemplate',
  'ArrayFieldItemButtonsTemplate',
  'ArrayFieldTemplate',
  'ArrayFieldTitleTemplate',
  'BaseInputTemplate',
  'CyclicSchemaExpandTemplate',
  'DescriptionFieldTemplate',
  'ErrorListTemplate',
  'FallbackFieldTemplate',
  'FieldTemplate',
  'FieldErrorTemplate',
  'FieldHelpTemplate',
  'GridTemplate',
  'MultiSchemaFieldTemplate',
  'ObjectFieldTemplate',
  'OptionalDataControlsTemplate',
  'TitleFieldTemplate',
  'UnsupportedFieldTemplate',
  'WrapIfAdditionalTemplate',
] as const satisfies readonly RarePart[];

/** The button templates, by name. */
export const onDemandButtons = [
  'SubmitButton',
  'AddButton',
  'CopyButton',
  'MoveDownButton',
  'MoveUpButton',
  'RemoveButton',
  'ClearButton',
] as const satisfies readonly RarePart[];

// Made once: RJSF asks for the defaults on every render of a form, and a component made anew each time would remount.
const templates = Object.fromEntries(onDemandTemplates.map((name) => [name, onDemand<never>(name) as ComponentType<never>]));
const buttons = Object.fromEntries(onDemandButtons.map((name) => [name, onDemand<never>(name) as ComponentType<never>]));

/** The same names and, once loaded, the same components as RJSF core's `templates()`. */
export default function defaultTemplates(): Record<string, unknown> {
  return { ...templates, ButtonTemplates: { ...buttons } };
}
