/**
 * `lookup` widget: a searchable select whose options come from an API list declared in the
 * manifest (filters.lookups[field]); a multi-select when the field is an array. The label is an item
 * field or a `{field}` template (e.g. "{nome} · {codigo} · {cidade}/{uf}", so dealers of the same name
 * can be told apart and found by code or city); `dependsOn` narrows the options by other fields of
 * the form (UFs of the chosen regions), and drops a chosen value the narrowing no longer offers.
 */
import { useEffect, useMemo } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { readField } from '../../field-path.ts';
import { useLookupQuery } from '../../data/use-source-query.ts';
import { formValue, lookupFor } from '../form-context.ts';
import { itemsOf, labelOf } from './lookup-options.ts';
import { selectPlaceholder } from './select-widget.tsx';

interface Option {
  value: string;
  label: string;
}

/** Whether `item` matches every field it depends on (a field with no value narrows nothing). */
function offered(item: unknown, narrowing: [string, unknown][]): boolean {
  return narrowing.every(([itemField, chosen]) => {
    const wanted = Array.isArray(chosen) ? chosen.map(String) : [String(chosen)];
    return wanted.includes(String(readField(item, itemField)));
  });
}

export function LookupWidget(props: WidgetProps) {
  const { id, name, label, hideLabel, value, onChange, disabled, readonly, required, rawErrors, placeholder, schema, registry } = props;
  const lookup = lookupFor(registry.formContext, name);
  const query = useLookupQuery<unknown>(lookup?.source);
  const narrowingKey = JSON.stringify(
    Object.entries(lookup?.dependsOn ?? {}).flatMap(([itemField, formField]) => {
      const chosen = formValue(registry.formContext, formField);
      return chosen === undefined || chosen === null || chosen === '' || (Array.isArray(chosen) && chosen.length === 0) ? [] : [[itemField, chosen]];
    }),
  );

  // Options are strings for Mantine; the original values (numbers stay numbers) are kept aside.
  const { options, originals } = useMemo(() => {
    const narrowing = JSON.parse(narrowingKey) as [string, unknown][];
    const originals = new Map<string, unknown>();
    const options: Option[] = [];
    for (const item of itemsOf(query.data)) {
      const raw = lookup ? readField(item, lookup.value) : undefined;
      if (!lookup || raw === undefined || raw === null || originals.has(String(raw)) || !offered(item, narrowing)) continue;
      originals.set(String(raw), raw);
      options.push({ value: String(raw), label: labelOf(item, lookup, raw) });
    }
    return { options, originals };
  }, [query.data, lookup, narrowingKey]);

  // A chosen value the narrowing no longer offers is dropped (BA after choosing only Sul).
  useEffect(() => {
    if (!query.data || narrowingKey === '[]' || value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const kept = value.filter((item) => originals.has(String(item)));
      if (kept.length !== value.length) onChange(kept.length > 0 ? kept : undefined);
    } else if (!originals.has(String(value))) onChange(undefined);
  }, [query.data, narrowingKey, originals, value, onChange]);

  const common = {
    id,
    label: labelValue(label, hideLabel, false),
    data: options,
    searchable: true,
    clearable: true,
    disabled: disabled || readonly,
    required,
    placeholder: query.isLoading ? 'Carregando...' : placeholder || selectPlaceholder,
    nothingFoundMessage: query.isError ? 'Não foi possível carregar as opções' : 'Nenhuma opção encontrada',
    error: rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined,
    'aria-describedby': ariaDescribedByIds(id),
  };
  const back = (text: string) => originals.get(text) ?? text;

  if (schema.type === 'array') {
    const selected = Array.isArray(value) ? value.map(String) : [];
    return (
      <MultiSelect
        {...common}
        value={selected}
        onChange={(next) => onChange(next.length > 0 ? next.map(back) : undefined)}
        hidePickedOptions
        maxDropdownHeight={280}
      />
    );
  }
  return (
    <Select
      {...common}
      value={value === undefined || value === null || value === '' ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : back(next))}
    />
  );
}
