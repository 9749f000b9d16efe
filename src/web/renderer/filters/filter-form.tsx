/**
 * The filter form of a list page (RJSF, Mantine look). Edits stay a draft until "Pesquisar";
 * "Limpar" goes back to the manifest's defaults. Shown values follow the applied filters when
 * they change elsewhere (a restored `sid`). A submit is reported to `pending` until it is applied or refused.
 * The applied filters show as removable pills above the form. Results come first: once a search ran, and
 * when the page is visited with filters applied (a link, a restored state), the form folds into that one
 * line of pills with "Editar filtros" and "Limpar"; a refusal of the API about a field keeps it open. A new
 * visit (the menu, back) starts over from the filters it shows; with none left (cleared), the form is shown.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconChevronDown, IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ErrorSchema } from '@rjsf/utils';
import type { PageFilters } from '../../../shared/manifest/manifest-types.ts';
import { VtlogForm } from '../rjsf/vtlog-form.tsx';
import type { VtlogFormContext } from '../rjsf/form-context.ts';
import { ActiveFilterPills } from './active-filter-pills.tsx';
import { falseFilters, isActiveFilter } from './active-filters.ts';
import type { PendingSearch } from './pending-search.ts';
import type { PreparedFilterForm } from './prepare-filter-form.ts';

export interface FilterFormProps {
  filters: PageFilters;
  prepared: PreparedFilterForm;
  applied: Readonly<Record<string, unknown>>;
  /** The page state's visit (use-page-state.ts): the form's fold and draft start over on a new one. */
  visit: string;
  /** Values "Limpar" goes back to (the manifest's defaults; none when omitted). */
  defaults?: Readonly<Record<string, unknown>>;
  onSearch: (values: Record<string, unknown>) => void;
  onClear: () => void;
  /** Told when a submit starts and when it is applied or refused (for actions that read the applied filters). */
  pending?: PendingSearch;
  /** The API's refusal of an applied filter, shown under that field (filter-error.ts). */
  fieldErrors?: ErrorSchema;
}

const filterMoreWords = { show: 'Mais filtros', hide: 'Menos filtros' };

export function FilterForm({ filters, prepared, applied, visit, defaults = {}, onSearch, onClear, pending, fieldErrors }: FilterFormProps) {
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
  }, [appliedText, visit]);
  const formContext = useMemo<VtlogFormContext>(
    () => ({ lookups: filters.lookups ?? {}, values: draft, moreWords: filterMoreWords }),
    [filters.lookups, draft],
  );
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const active = (field: string) => isActiveFilter(applied[field], falseFilters(prepared.schema.properties?.[field], prepared.uiSchema[field]));
  const activeCount = prepared.fields.filter(active).length;
  // Results first when a visit shows filters of its own (a link, a restored state), and on a phone any.
  const visitedFolded = () => prepared.fields.some((field) => active(field) && (narrow || JSON.stringify(applied[field]) !== JSON.stringify(defaults[field])));
  // Folded or not, as of which visit: a new visit starts over (React's way to adjust state to a new prop).
  const [fold, setFold] = useState(() => ({ visit, folded: visitedFolded() }));
  if (fold.visit !== visit) setFold({ visit, folded: visitedFolded() });
  const setUnfolded = (unfolded: boolean) => setFold({ visit, folded: !unfolded });
  // The error shown under a field must not be folded away.
  const open = !fold.folded || fieldErrors !== undefined;
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // "Editar filtros" takes the keyboard to the form it unfolds, once the form is displayed: at once
  // without animation (reduced motion), else when the unfolding ends.
  const focusOnOpen = useRef(false);
  const focusFirstField = () => {
    const form = panel.current?.querySelector<HTMLElement>(`[id="${panelId}"]`);
    // A field the user already went to while the form unfolded keeps the keyboard.
    if (form?.contains(document.activeElement)) {
      focusOnOpen.current = false;
      return;
    }
    const field = form?.querySelector<HTMLElement>(':is(input, textarea, button):not([type="hidden"])');
    field?.focus();
    if (field && document.activeElement === field) focusOnOpen.current = false;
  };
  useEffect(() => {
    if (focusOnOpen.current) focusFirstField();
  });
  const clear = () => {
    // The draft may hold unsent edits even when the applied filters are the defaults.
    replaceDraft({ ...defaults });
    onClear();
    setUnfolded(true);
  };

  return (
    <Paper ref={panel} withBorder radius="md" p="md" component="section" role="search" aria-label="Filtros" onSubmitCapture={() => pending?.begin()}>
      <Group gap="sm" align="center" mb={open ? 'sm' : 0}>
        <UnstyledButton ref={toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setUnfolded(!open)} style={{ flexShrink: 0 }}>
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
            if (activeCount === 1) setUnfolded(true);
          }}
        />
        {!open && activeCount === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum filtro aplicado
          </Text>
        )}
        {!open && (
          <Group gap="xs" wrap="nowrap" ml="auto">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconAdjustments size={14} aria-hidden />}
              onClick={() => {
                focusOnOpen.current = true;
                setUnfolded(true);
              }}
            >
              Editar filtros
            </Button>
            {activeCount > 0 && (
              <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={clear}>
                Limpar
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Collapse expanded={open} id={panelId} keepMounted keepMountedMode="display-none" onTransitionEnd={() => focusOnOpen.current && focusFirstField()}>
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
            setUnfolded(false);
            // The keyboard stays on the panel, not on a field about to be hidden.
            if (panel.current?.contains(document.activeElement)) toggle.current?.focus();
            // On a phone the Pesquisar button was far down: the folded panel's top, then the results.
            if (narrow) panel.current?.scrollIntoView({ block: 'start' });
          }}
          onError={() => pending?.end()}
        >
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button type="button" variant="default" leftSection={<IconFilterOff size={16} />} onClick={clear}>
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
