/**
 * `lookup` widget: a searchable select whose options come from an API list declared in the
 * manifest (filters.lookups[field]); a multi-select when the field is an array.
 */
import { useMemo } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { readField } from '../../field-path.ts';
import { useSourceQuery } from '../../data/use-source-query.ts';
import { lookupFor } from '../form-context.ts';
import { selectPlaceholder } from './select-widget.tsx';

interface Option {
  value: string;
  label: string;
}

function itemsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const items = readField(answer, 'items');
  return Array.isArray(items) ? items : [];
}

export function LookupWidget(props: WidgetProps) {
  const { id, name, label, hideLabel, value, onChange, disabled, readonly, required, rawErrors, placeholder, schema, registry } = props;
  const lookup = lookupFor(registry.formContext, name);
  const query = useSourceQuery<unknown>(lookup?.source, []);

  // Options are strings for Mantine; the original values (numbers stay numbers) are kept aside.
  const { options, originals } = useMemo(() => {
    const originals = new Map<string, unknown>();
    const options: Option[] = [];
    for (const item of itemsOf(query.data)) {
      const raw = lookup ? readField(item, lookup.value) : undefined;
      if (raw === undefined || raw === null || originals.has(String(raw))) continue;
      originals.set(String(raw), raw);
      options.push({ value: String(raw), label: String((lookup ? readField(item, lookup.label) : undefined) ?? raw) });
    }
    return { options, originals };
  }, [query.data, lookup]);

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
