/**
 * RJSF ignores `ui:widget` on object fields; this ObjectField honours it, so a manifest can put
 * a widget such as `dateRange` on an object value ({from, to}). Without one, the default field.
 * The widget shows the errors of the object and of its parts (a required `from`), which have no
 * field of their own.
 */
import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { getUiOptions, getWidget } from '@rjsf/utils';

// RJSF's own registry always holds ObjectField; its type is a string-keyed record.
const DefaultObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

/** The messages of the parts (RJSF hands the field its own ones apart, as `rawErrors`). */
function errorsWithin(errorSchema: ErrorSchema | undefined): string[] {
  if (!errorSchema) return [];
  const nested = Object.entries(errorSchema).flatMap(([key, child]) => (key === '__errors' ? [] : errorsWithin(child as ErrorSchema)));
  return [...(errorSchema.__errors ?? []), ...nested];
}

export function ObjectWidgetField(props: FieldProps) {
  const {
    schema,
    uiSchema,
    registry,
    fieldPathId,
    name,
    formData,
    onChange,
    onBlur,
    onFocus,
    required,
    disabled,
    readonly,
    rawErrors = [],
    errorSchema,
  } = props;
  const { widget, placeholder = '', title: uiTitle, ...options } = getUiOptions(uiSchema);
  if (typeof widget !== 'string' || !(widget in registry.widgets)) return <DefaultObjectField {...props} />;
  const Widget = getWidget(schema, widget, registry.widgets);
  return (
    <Widget
      id={fieldPathId.$id}
      name={name}
      htmlName={fieldPathId.name}
      label={uiTitle ?? schema.title ?? name}
      hideLabel={false}
      value={formData}
      onChange={(value) => onChange(value, fieldPathId.path)}
      onBlur={onBlur}
      onFocus={onFocus}
      options={options}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={false}
      placeholder={placeholder}
      rawErrors={[...new Set([...rawErrors, ...errorsWithin(errorSchema)])]}
    />
  );
}
