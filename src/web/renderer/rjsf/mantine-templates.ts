/**
 * The templates of RJSF's Mantine theme (@rjsf/mantine/lib/templates/index.js): the ones every
 * field draws (its frame, label, description, error and help) as they are; the others (arrays with
 * add/remove buttons, anyOf/oneOf, error list, grid layouts, cyclic schemas, buttons with their
 * icons) load the first time a form draws one (defaults/rare-parts.ts). The theme's
 * BaseInputTemplate and ObjectFieldTemplate are not here: the forms have their own.
 */
import type { ComponentType } from 'react';
import type { TemplatesType } from '@rjsf/utils';
import DescriptionField from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldErrorTemplate from '@rjsf/mantine/lib/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mantine/lib/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import TitleField from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import { onDemand, type RarePart } from './defaults/on-demand.tsx';

/** The templates drawn on demand: their name in the registry, and in rare-parts.ts. */
export const onDemandMantineTemplates = {
  ArrayFieldItemTemplate: 'MantineArrayFieldItemTemplate',
  ArrayFieldTemplate: 'MantineArrayFieldTemplate',
  ArrayFieldTitleTemplate: 'MantineArrayFieldTitleTemplate',
  CyclicSchemaExpandTemplate: 'MantineCyclicSchemaExpandTemplate',
  ErrorListTemplate: 'MantineErrorListTemplate',
  GridTemplate: 'MantineGridTemplate',
  MultiSchemaFieldTemplate: 'MantineMultiSchemaFieldTemplate',
  OptionalDataControlsTemplate: 'MantineOptionalDataControlsTemplate',
} as const satisfies Record<string, RarePart>;

/** The button templates drawn on demand: their name, and in rare-parts.ts. */
export const onDemandMantineButtons = {
  SubmitButton: 'MantineSubmitButton',
  AddButton: 'MantineAddButton',
  CopyButton: 'MantineCopyButton',
  MoveDownButton: 'MantineMoveDownButton',
  MoveUpButton: 'MantineMoveUpButton',
  RemoveButton: 'MantineRemoveButton',
  ClearButton: 'MantineClearButton',
} as const satisfies Record<string, RarePart>;

const drawnOnDemand = (parts: Record<string, RarePart>) =>
  Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, onDemand<never>(part) as ComponentType<never>]));

export const mantineTemplates = {
  ...drawnOnDemand(onDemandMantineTemplates),
  ButtonTemplates: drawnOnDemand(onDemandMantineButtons),
  DescriptionFieldTemplate: DescriptionField,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  TitleFieldTemplate: TitleField,
  WrapIfAdditionalTemplate,
} as unknown as Partial<TemplatesType>;
