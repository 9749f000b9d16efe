/**
 * The parts of RJSF core's default registry and of its Mantine theme that a form draws rarely or
 * never (default-fields.ts, default-widgets.ts, default-templates.ts, ../mantine-templates.ts): one
 * chunk, loaded the first time a form draws any of them.
 */
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
export { default as CyclicSchemaField } from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
export { default as FallbackField } from '@rjsf/core/lib/components/fields/FallbackField.js';
export { default as LayoutGridField } from '@rjsf/core/lib/components/fields/LayoutGridField.js';
export { default as LayoutHeaderField } from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
export { default as LayoutMultiSchemaField } from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
export { default as NullField } from '@rjsf/core/lib/components/fields/NullField.js';
export { default as OptionalDataControlsField } from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';

export { default as AltDateWidget } from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
export { default as AltDateTimeWidget } from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
export { default as CheckboxWidget } from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
export { default as CheckboxesWidget } from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
export { default as ColorWidget } from '@rjsf/core/lib/components/widgets/ColorWidget.js';
export { default as DateWidget } from '@rjsf/core/lib/components/widgets/DateWidget.js';
export { default as DateTimeWidget } from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
export { default as FileWidget } from '@rjsf/core/lib/components/widgets/FileWidget.js';
export { default as PasswordWidget } from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
export { default as RadioWidget } from '@rjsf/core/lib/components/widgets/RadioWidget.js';
export { default as RangeWidget } from '@rjsf/core/lib/components/widgets/RangeWidget.js';
export { default as RatingWidget } from '@rjsf/core/lib/components/widgets/RatingWidget.js';
export { default as SelectWidget } from '@rjsf/core/lib/components/widgets/SelectWidget.js';
export { default as TextareaWidget } from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
export { default as TimeWidget } from '@rjsf/core/lib/components/widgets/TimeWidget.js';

export { default as ArrayFieldDescriptionTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
export { default as ArrayFieldItemTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js';
export { default as ArrayFieldItemButtonsTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
export { default as ArrayFieldTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js';
export { default as ArrayFieldTitleTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
export { default as BaseInputTemplate } from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
export { default as CyclicSchemaExpandTemplate } from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
export { default as DescriptionFieldTemplate } from '@rjsf/core/lib/components/templates/DescriptionField.js';
export { default as ErrorListTemplate } from '@rjsf/core/lib/components/templates/ErrorList.js';
export { default as FallbackFieldTemplate } from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
export { default as FieldTemplate } from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
export { default as FieldErrorTemplate } from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
export { default as FieldHelpTemplate } from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
export { default as GridTemplate } from '@rjsf/core/lib/components/templates/GridTemplate.js';
export { default as MultiSchemaFieldTemplate } from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';
export { default as ObjectFieldTemplate } from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
export { default as OptionalDataControlsTemplate } from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
export { default as TitleFieldTemplate } from '@rjsf/core/lib/components/templates/TitleField.js';
export { default as UnsupportedFieldTemplate } from '@rjsf/core/lib/components/templates/UnsupportedField.js';
export { default as WrapIfAdditionalTemplate } from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
export { default as SubmitButton } from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
export { default as AddButton } from '@rjsf/core/lib/components/templates/ButtonTemplates/AddButton.js';
export { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js';

// The Mantine theme's templates a form rarely draws (mantine-templates.ts).
export { default as MantineArrayFieldItemTemplate } from '@rjsf/mantine/lib/templates/ArrayFieldItemTemplate.js';
export { default as MantineArrayFieldTemplate } from '@rjsf/mantine/lib/templates/ArrayFieldTemplate.js';
export { default as MantineArrayFieldTitleTemplate } from '@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js';
export { default as MantineCyclicSchemaExpandTemplate } from '@rjsf/mantine/lib/templates/CyclicSchemaExpandTemplate.js';
export { default as MantineErrorListTemplate } from '@rjsf/mantine/lib/templates/ErrorList.js';
export { default as MantineGridTemplate } from '@rjsf/mantine/lib/templates/GridTemplate.js';
export { default as MantineMultiSchemaFieldTemplate } from '@rjsf/mantine/lib/templates/MultiSchemaFieldTemplate.js';
export { default as MantineObjectFieldTemplate } from '@rjsf/mantine/lib/templates/ObjectFieldTemplate.js';
export { default as MantineOptionalDataControlsTemplate } from '@rjsf/mantine/lib/templates/OptionalDataControlsTemplate.js';
export { default as MantineSubmitButton } from '@rjsf/mantine/lib/templates/ButtonTemplates/SubmitButton.js';
export { default as MantineAddButton } from '@rjsf/mantine/lib/templates/ButtonTemplates/AddButton.js';
export {
  ClearButton as MantineClearButton,
  CopyButton as MantineCopyButton,
  MoveDownButton as MantineMoveDownButton,
  MoveUpButton as MantineMoveUpButton,
  RemoveButton as MantineRemoveButton,
} from '@rjsf/mantine/lib/templates/ButtonTemplates/IconButton.js';
