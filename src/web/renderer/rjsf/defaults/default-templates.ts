/**
 * RJSF core's default templates (@rjsf/core/lib/components/templates/index.js), in the built app
 * (scripts/vite/stand-ins-plugin.mjs): all of them load the first time one is drawn. The forms draw
 * the Mantine theme's and their own instead (vtlog-form.tsx), but for an array's description and
 * item buttons and for a field RJSF cannot draw, which few forms have.
 */
import type { ComponentType } from 'react';
import { onDemand } from './on-demand.tsx';

type Template = ComponentType<never>;
type TemplateModule = Promise<{ default: Template }>;

const template = (load: () => Promise<unknown>) => onDemand(load as () => TemplateModule) as Template;
const iconButton = (name: 'CopyButton' | 'MoveDownButton' | 'MoveUpButton' | 'RemoveButton' | 'ClearButton') =>
  template(() => import('@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js').then((module) => ({ default: module[name] })));

/** The loaders of the templates, by their name in the registry. */
export const templateLoaders = {
  ArrayFieldDescriptionTemplate: () => import('@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js'),
  ArrayFieldItemTemplate: () => import('@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js'),
  ArrayFieldItemButtonsTemplate: () => import('@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js'),
  ArrayFieldTemplate: () => import('@rjsf/core/lib/components/templates/ArrayFieldTemplate.js'),
  ArrayFieldTitleTemplate: () => import('@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js'),
  BaseInputTemplate: () => import('@rjsf/core/lib/components/templates/BaseInputTemplate.js'),
  CyclicSchemaExpandTemplate: () => import('@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js'),
  DescriptionFieldTemplate: () => import('@rjsf/core/lib/components/templates/DescriptionField.js'),
  ErrorListTemplate: () => import('@rjsf/core/lib/components/templates/ErrorList.js'),
  FallbackFieldTemplate: () => import('@rjsf/core/lib/components/templates/FallbackFieldTemplate.js'),
  FieldTemplate: () => import('@rjsf/core/lib/components/templates/FieldTemplate/index.js'),
  FieldErrorTemplate: () => import('@rjsf/core/lib/components/templates/FieldErrorTemplate.js'),
  FieldHelpTemplate: () => import('@rjsf/core/lib/components/templates/FieldHelpTemplate.js'),
  GridTemplate: () => import('@rjsf/core/lib/components/templates/GridTemplate.js'),
  MultiSchemaFieldTemplate: () => import('@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js'),
  ObjectFieldTemplate: () => import('@rjsf/core/lib/components/templates/ObjectFieldTemplate.js'),
  OptionalDataControlsTemplate: () => import('@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js'),
  TitleFieldTemplate: () => import('@rjsf/core/lib/components/templates/TitleField.js'),
  UnsupportedFieldTemplate: () => import('@rjsf/core/lib/components/templates/UnsupportedField.js'),
  WrapIfAdditionalTemplate: () => import('@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js'),
};

/** The loaders of the button templates, by name. */
export const buttonLoaders = {
  SubmitButton: () => import('@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js'),
  AddButton: () => import('@rjsf/core/lib/components/templates/ButtonTemplates/AddButton.js'),
};

// Made once: RJSF asks for the defaults on every render of a form, and a component made anew each time would remount.
const templates = Object.fromEntries(Object.entries(templateLoaders).map(([name, load]) => [name, template(load)]));
const buttons = {
  ...Object.fromEntries(Object.entries(buttonLoaders).map(([name, load]) => [name, template(load)])),
  CopyButton: iconButton('CopyButton'),
  MoveDownButton: iconButton('MoveDownButton'),
  MoveUpButton: iconButton('MoveUpButton'),
  RemoveButton: iconButton('RemoveButton'),
  ClearButton: iconButton('ClearButton'),
};

/** The same names and, once loaded, the same components as RJSF core's `templates()`. */
export default function defaultTemplates(): Record<string, unknown> {
  return { ...templates, ButtonTemplates: { ...buttons } };
}
