/**
 * The applied filters of a list as removable pills ("Status: Em trânsito ×"): each one removes its
 * filter and searches again. Codes are named by the field's enum labels or its lookup's options (the
 * lookup answer the form's select already loaded).
 */
import { Pill } from '@mantine/core';
import type { UiSchema } from '@rjsf/utils';
import type { PageFilters } from '../../../shared/manifest/manifest-types.ts';
import { useLookupQuery } from '../data/use-source-query.ts';
import { readField } from '../field-path.ts';
import { itemsOf, labelOf } from '../rjsf/widgets/lookup-options.ts';
import { falseFilters, filterText, isActiveFilter } from './active-filters.ts';

type Lookup = NonNullable<PageFilters['lookups']>[string];

interface PillProps {
  title: string;
  value: unknown;
  enumNames: Readonly<Record<string, string>> | undefined;
  lookup: Lookup | undefined;
  onRemove: () => void;
}

function FilterPill({ title, value, enumNames, lookup, onRemove }: PillProps) {
  const options = useLookupQuery<unknown>(lookup?.source, lookup !== undefined);
  const label = (code: unknown) => {
    if (enumNames?.[String(code)] !== undefined) return enumNames[String(code)];
    if (!lookup) return undefined;
    const item = itemsOf(options.data).find((candidate) => String(readField(candidate, lookup.value)) === String(code));
    return item === undefined ? undefined : labelOf(item, lookup, code);
  };
  const text = value === true ? title : `${title}: ${filterText(value, label)}`;
  return (
    // The remove button is named by its title (Mantine hides it from assistive technology and the
    // keyboard by default); a title, unlike aria-label, does not make it a second "label" of the field.
    <Pill
      size="md"
      withRemoveButton
      onRemove={onRemove}
      removeButtonProps={{ title: `Remover o filtro ${title}`, tabIndex: 0, 'aria-hidden': false }}
      maw={360}
    >
      {text}
    </Pill>
  );
}

function enumNamesOf(ui: unknown): Readonly<Record<string, string>> | undefined {
  const own = readField(ui, 'ui:enumNames') ?? readField(ui, 'items.ui:enumNames');
  return own !== null && typeof own === 'object' && !Array.isArray(own) ? (own as Record<string, string>) : undefined;
}

export interface ActiveFilterPillsProps {
  applied: Readonly<Record<string, unknown>>;
  /** The form's own fields, in form order (fixed filters are the page's, not removable). */
  fields: readonly string[];
  schema: { properties?: Record<string, unknown> };
  uiSchema: UiSchema;
  lookups: PageFilters['lookups'];
  onRemove: (field: string) => void;
}

export function ActiveFilterPills({ applied, fields, schema, uiSchema, lookups, onRemove }: ActiveFilterPillsProps) {
  const active = fields.filter((field) => isActiveFilter(applied[field], falseFilters(schema.properties?.[field], uiSchema[field])));
  if (active.length === 0) return null;
  return (
    <Pill.Group role="group" aria-label="Filtros aplicados" style={{ flex: '1 1 auto', minWidth: 0 }}>
      {active.map((field) => (
        <FilterPill
          key={field}
          title={String(readField(schema.properties?.[field], 'title') ?? field)}
          value={applied[field]}
          enumNames={enumNamesOf(uiSchema[field])}
          lookup={lookups?.[field]}
          onRemove={() => onRemove(field)}
        />
      ))}
    </Pill.Group>
  );
}
