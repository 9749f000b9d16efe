/**
 * RJSF with the Mantine theme, pt-BR messages and the renderer's generic widgets (`dateRange`,
 * `lookup`, `codeList`, `richText`) and grid layout. Used by list filters and form pages.
 */
import { useMemo } from 'react';
import { withTheme, type FormProps } from '@rjsf/core';
import { Theme } from '@rjsf/mantine';
import { createSchemaUtils } from '@rjsf/utils';
import { GridObjectTemplate } from './grid-object-template.tsx';
import { translatePtBr } from './translate-pt-br.ts';
import { validatorFor } from './validator-pt-br.ts';
import { CodeListWidget } from './widgets/code-list-widget.tsx';
import { DateRangeWidget } from './widgets/date-range-widget.tsx';
import { LookupWidget } from './widgets/lookup-widget.tsx';
import { ObjectWidgetField } from './widgets/object-widget-field.tsx';
import { RichTextWidget } from './widgets/rich-text-widget.tsx';
import { SelectWidget } from './widgets/select-widget.tsx';

const ThemedForm = withTheme({
  ...Theme,
  widgets: { ...Theme.widgets, SelectWidget, dateRange: DateRangeWidget, lookup: LookupWidget, codeList: CodeListWidget, richText: RichTextWidget },
  fields: { ...Theme.fields, ObjectField: ObjectWidgetField },
  templates: { ...Theme.templates, ObjectFieldTemplate: GridObjectTemplate },
});

export type VtlogFormProps = Omit<FormProps, 'validator' | 'translateString' | 'noHtml5Validate'>;

const ignoreShownErrors = () => undefined;

export function VtlogForm(props: VtlogFormProps) {
  const { schema, formData, experimental_defaultFormStateBehavior: defaultsBehavior } = props;
  const validator = useMemo(() => validatorFor(schema), [schema]);
  // The values handed in already hold RJSF's defaults (an empty {} for a date range), as its own
  // state does; otherwise its first report of them, on submit, reads as an edit and wipes the errors.
  const values = useMemo(
    () => (formData === undefined ? undefined : createSchemaUtils(validator, schema, defaultsBehavior).getDefaultFormState(schema, formData)),
    [validator, schema, defaultsBehavior, formData],
  );
  // Errors are shown under their fields; RJSF's default onError would also log each refused submit.
  return <ThemedForm validator={validator} translateString={translatePtBr} noHtml5Validate showErrorList={false} onError={ignoreShownErrors} {...props} formData={values} />;
}
