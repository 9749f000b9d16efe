/**
 * The filter form of a list page (RJSF, Mantine look). Edits stay a draft until "Pesquisar";
 * "Limpar" goes back to the manifest's defaults. Shown values follow the applied filters when
 * they change elsewhere (a restored `sid`). A submit is reported to `pending` until it is applied or refused.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ErrorSchema } from '@rjsf/utils';
import type { PageFilters } from '../../../shared/manifest/manifest-types.ts';
import { VtlogForm } from '../rjsf/vtlog-form.tsx';
import type { VtlogFormContext } from '../rjsf/form-context.ts';
import type { PendingSearch } from './pending-search.ts';
import type { PreparedFilterForm } from './prepare-filter-form.ts';

export interface FilterFormProps {
  filters: PageFilters;
  prepared: PreparedFilterForm;
  applied: Readonly<Record<string, unknown>>;
  /** Values "Limpar" goes back to (the manifest's defaults; none when omitted). */
  defaults?: Readonly<Record<string, unknown>>;
  onSearch: (values: Record<string, unknown>) => void;
  onClear: () => void;
  /** Told when a submit starts and when it is applied or refused (for actions that read the applied filters). */
  pending?: PendingSearch;
  /** The API's refusal of an applied filter, shown under that field (filter-error.ts). */
  fieldErrors?: ErrorSchema;
}

export function FilterForm({ filters, prepared, applied, defaults = {}, onSearch, onClear, pending, fieldErrors }: FilterFormProps) {
  const [draft, setDraft] = useState<Record<string, unknown>>({ ...applied });
  // RJSF keeps its own copy of the values; a new key makes it take values set from outside.
  const [formKey, setFormKey] = useState(0);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const replaceDraft = (values: Record<string, unknown>) => {
    setDraft(values);
    setFormKey((key) => key + 1);
  };
  const appliedText = JSON.stringify(applied);
  useEffect(() => {
    if (JSON.stringify(draftRef.current) !== appliedText) replaceDraft(JSON.parse(appliedText) as Record<string, unknown>);
  }, [appliedText]);
  const formContext = useMemo<VtlogFormContext>(() => ({ lookups: filters.lookups ?? {}, values: draft }), [filters.lookups, draft]);

  return (
    <Paper withBorder radius="md" p="md" component="section" role="search" aria-label="Filtros" onSubmitCapture={() => pending?.begin()}>
      <VtlogForm
        key={formKey}
        schema={prepared.schema}
        uiSchema={prepared.uiSchema}
        formData={draft}
        formContext={formContext}
        extraErrors={fieldErrors}
        onChange={(event) => setDraft((event.formData ?? {}) as Record<string, unknown>)}
        onSubmit={(event) => {
          onSearch((event.formData ?? {}) as Record<string, unknown>);
          pending?.end();
        }}
        onError={() => pending?.end()}
      >
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button
            type="button"
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              // The draft may hold unsent edits even when the applied filters are the defaults.
              replaceDraft({ ...defaults });
              onClear();
            }}
          >
            Limpar
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Pesquisar
          </Button>
        </Group>
      </VtlogForm>
    </Paper>
  );
}
