/**
 * RJSF with the Mantine theme, pt-BR messages, Brazilian number input and the renderer's generic
 * widgets (`dateRange`, `lookup`, `codeList`, `richText`) and grid layout. Used by list filters and form pages. The form
 * is drawn once its precompiled validator has loaded; skeletons show meanwhile.
 */
import { useMemo } from 'react';
import { withTheme, type FormProps } from '@rjsf/core';
import { createSchemaUtils, type ValidatorType } from '@rjsf/utils';
import { PtBrDates } from '../dates/pt-br-dates.tsx';
import { PageLoadError } from '../frame/page-load-error.tsx';
import { PageLoading } from '../frame/page-loading.tsx';
import { BaseInputTemplate } from './base-input-template.tsx';
import { GridObjectTemplate } from './grid-object-template.tsx';
import { mantineTemplates } from './mantine-templates.ts';
import { mantineWidgets } from './mantine-widgets.tsx';
import { translatePtBr } from './translate-pt-br.ts';
import { useFormValidator } from './use-form-validator.ts';
import { CodeListWidget } from './widgets/code-list-widget.tsx';
import { DateRangeWidget } from './widgets/date-range-widget.tsx';
import { LookupWidget } from './widgets/lookup-widget.tsx';
import { ObjectWidgetField } from './widgets/object-widget-field.tsx';
import { RichTextWidget } from './widgets/rich-text-widget.tsx';
import { SelectWidget } from './widgets/select-widget.tsx';

/** The renderer's own widgets, by the name a uiSchema gives (widget-names.json lists them for the manifest checker). */
export const genericWidgets = { dateRange: DateRangeWidget, lookup: LookupWidget, codeList: CodeListWidget, richText: RichTextWidget };

const ThemedForm = withTheme({
  widgets: { ...mantineWidgets, SelectWidget, ...genericWidgets },
  fields: { ObjectField: ObjectWidgetField },
  templates: { ...mantineTemplates, ObjectFieldTemplate: GridObjectTemplate, BaseInputTemplate },
});

export type VtlogFormProps = Omit<FormProps, 'validator' | 'translateString' | 'noHtml5Validate'>;

const ignoreShownErrors = () => undefined;

export function VtlogForm(props: VtlogFormProps) {
  const state = useFormValidator(props.schema);
  if (state.status === 'failed') return <PageLoadError error={state.error} onRetry={state.retry} />;
  if (state.status === 'loading') return <PageLoading rows={1} />;
  return <ValidatedForm {...props} validator={state.validator} />;
}

function ValidatedForm({ validator, ...props }: VtlogFormProps & { validator: ValidatorType }) {
  const { schema, formData, experimental_defaultFormStateBehavior: defaultsBehavior } = props;
  // The values handed in already hold RJSF's defaults (an empty {} for a date range), as its own
  // state does; otherwise its first report of them, on submit, reads as an edit and wipes the errors.
  const values = useMemo(
    () => (formData === undefined ? undefined : createSchemaUtils(validator, schema, defaultsBehavior).getDefaultFormState(schema, formData)),
    [validator, schema, defaultsBehavior, formData],
  );
  // Errors are shown under their fields; RJSF's default onError would also log each refused submit.
  return (
    <PtBrDates>
      <ThemedForm
        validator={validator}
        translateString={translatePtBr}
        noHtml5Validate
        showErrorList={false}
        onError={ignoreShownErrors}
        {...props}
        formData={values}
      />
    </PtBrDates>
  );
}
