/**
 * RJSF with the Mantine theme, pt-BR messages and the renderer's generic widgets (`dateRange`,
 * `lookup`) and grid layout. Used by list filters and form pages.
 */
import { withTheme, type FormProps } from '@rjsf/core';
import { Theme } from '@rjsf/mantine';
import { GridObjectTemplate } from './grid-object-template.tsx';
import { translatePtBr } from './translate-pt-br.ts';
import { validatorPtBr } from './validator-pt-br.ts';
import { DateRangeWidget } from './widgets/date-range-widget.tsx';
import { LookupWidget } from './widgets/lookup-widget.tsx';
import { ObjectWidgetField } from './widgets/object-widget-field.tsx';

const ThemedForm = withTheme({
  ...Theme,
  widgets: { ...Theme.widgets, dateRange: DateRangeWidget, lookup: LookupWidget },
  fields: { ...Theme.fields, ObjectField: ObjectWidgetField },
  templates: { ...Theme.templates, ObjectFieldTemplate: GridObjectTemplate },
});

export type VtlogFormProps = Omit<FormProps, 'validator' | 'translateString' | 'noHtml5Validate'>;

export function VtlogForm(props: VtlogFormProps) {
  return <ThemedForm validator={validatorPtBr} translateString={translatePtBr} noHtml5Validate showErrorList={false} {...props} />;
}
