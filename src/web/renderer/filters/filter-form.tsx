/**
 * The filter form of a list page (RJSF, Mantine look). Edits stay a draft until "Pesquisar";
 * "Limpar" goes back to the manifest's defaults. Shown values follow the applied filters when
 * they change elsewhere (a restored `sid`). A submit is reported to `pending` until it is applied or refused.
 * The applied filters show as removable pills above the form, which folds away: on a narrow screen it
 * folds once a search ran, so the results come first.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ErrorSchema } from '@rjsf/utils';
import type { PageFilters } from '../../../shared/manifest/manifest-types.ts';
import { VtlogForm } from '../rjsf/vtlog-form.tsx';
import type { VtlogFormContext } from '../rjsf/form-context.ts';
import { ActiveFilterPills } from './active-filter-pills.tsx';
import { isActiveFilter } from './active-filters.ts';
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
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const activeCount = prepared.fields.filter((field) => isActiveFilter(applied[field])).length;
  const [open, setOpen] = useState(() => !(narrow && activeCount > 0));
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  return (
    <Paper ref={panel} withBorder radius="md" p="md" component="section" role="search" aria-label="Filtros" onSubmitCapture={() => pending?.begin()}>
      <Stack gap="xs" mb={open ? 'sm' : 0}>
        <UnstyledButton aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)} w="fit-content">
          <Group gap={8} wrap="nowrap">
            <IconChevronDown size={18} aria-hidden style={{ transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 150ms' }} />
            <Text fw={600}>Filtros</Text>
            {activeCount > 0 && (
              <Badge size="sm" variant="light" aria-label={`${activeCount} ${activeCount === 1 ? 'filtro aplicado' : 'filtros aplicados'}`}>
                {activeCount}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
        <ActiveFilterPills
          applied={applied}
          fields={prepared.fields}
          schema={prepared.schema as { properties?: Record<string, unknown> }}
          uiSchema={prepared.uiSchema}
          lookups={filters.lookups}
          onRemove={(field) => {
            const { [field]: _removed, ...rest } = applied;
            onSearch(rest);
          }}
        />
      </Stack>
      <Collapse expanded={open} id={panelId} keepMounted keepMountedMode="display-none">
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
            if (narrow) {
              // The folded panel's top, then the results, where the Pesquisar button was.
              setOpen(false);
              panel.current?.scrollIntoView({ block: 'start' });
            }
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
      </Collapse>
    </Paper>
  );
}
