/**
 * The input of every number field of a manifest form: typed the Brazilian way (brazilian-number.ts),
 * shown back formatted once the field is left. Text that is no number stays in the field with its own
 * message, and is handed to the form as text, so the form cannot be submitted with it (nothing is
 * silently read as another number).
 */
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { type BaseInputTemplateProps, ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { formatBrazilianNumber, parseBrazilianNumber } from './brazilian-number.ts';

const shown = (value: unknown) => (typeof value === 'number' ? formatBrazilianNumber(value) : typeof value === 'string' ? value : '');

export function BrazilianNumberInput({
  id,
  schema,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  placeholder,
  rawErrors,
  options,
  onChange,
  onBlur,
  onFocus,
}: BaseInputTemplateProps) {
  const integer = schema.type === 'integer';
  const [text, setText] = useState(() => shown(value));
  // The value this input last handed to the form: a different one came from outside (defaults,
  // "Limpar", a shared link) and replaces what is typed.
  const [handed, setHanded] = useState<unknown>(value);
  if (value !== handed) {
    setHanded(value);
    setText(shown(value));
  }
  const parsed = parseBrazilianNumber(text, integer);
  const typedError = parsed && 'error' in parsed ? parsed.error : undefined;
  const errors = typedError ? [typedError] : (rawErrors ?? []);
  return (
    <TextInput
      id={id}
      name={id}
      label={labelValue(label || undefined, hideLabel, false)}
      description={hideLabel ? undefined : (options.description as string | undefined) || schema.description}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder || (integer ? 'Ex.: 1.000' : 'Ex.: 1.234,56')}
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      error={errors.length > 0 ? errors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const result = parseBrazilianNumber(next, integer);
        const formValue = result === undefined ? options.emptyValue : 'value' in result ? result.value : next;
        setHanded(formValue);
        onChange(formValue);
      }}
      onBlur={() => {
        if (parsed && 'value' in parsed) setText(formatBrazilianNumber(parsed.value));
        onBlur(id, text);
      }}
      onFocus={() => onFocus(id, text)}
    />
  );
}
