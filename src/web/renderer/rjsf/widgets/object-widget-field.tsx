/**
 * RJSF ignores `ui:widget` on object fields; this ObjectField honours it, so a manifest can put
 * a widget such as `dateRange` on an object value ({from, to}). Without one, the default field.
 */
import type { ComponentType } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { getUiOptions, getWidget } from '@rjsf/utils';

// RJSF's own registry always holds ObjectField; its type is a string-keyed record.
const DefaultObjectField = getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>;

export function ObjectWidgetField(props: FieldProps) {
  const { schema, uiSchema, registry, fieldPathId, name, formData, onChange, onBlur, onFocus, required, disabled, readonly, rawErrors } = props;
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
      rawErrors={rawErrors}
    />
  );
}
