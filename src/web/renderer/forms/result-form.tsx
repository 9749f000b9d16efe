/**
 * A form whose submit is a query answering with rows (`form.result`, e.g. a list of chassis ->
 * their situation): the rows are shown as a table under the form, can be selected and acted on
 * (selection actions), and `form.downloads` post the same values for a file. Selection actions
 * reload the page's queries, which re-runs this one with the last submitted values.
 */
import { useMemo, useRef, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type Form from '@rjsf/core';
import { useFileDownload } from '../actions/file-download.tsx';
import { readListAnswer } from '../data/list-request.ts';
import { useSourceQuery } from '../data/use-source-query.ts';
import { SelectionActions } from '../features/selection/selection-actions.tsx';
import type { FormResult, SelectionRow } from '../features/selection/selection-state.ts';
import { useSelectionTable } from '../features/selection/use-selection-table.ts';
import { PageLoadError } from '../frame/page-load-error.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import { DataTable } from '../table/data-table.tsx';
import { useCanSee } from '../use-can.ts';
import { useCellDrills } from '../drill/use-cell-drills.ts';
import type { PageForm } from './page-form.ts';
import { FormDownloads } from './form-downloads.tsx';
import { FormPanel, type FormValues } from './form-panel.tsx';

export interface ResultFormProps {
  form: PageForm;
  result: FormResult;
  context: readonly PlaceholderSource[];
  /** Accessible name of the result table (the page title). */
  label: string;
}

const defaultEmptyText = 'Nenhum resultado.';
// A required list (e.g. codes to look up) starts absent, not as [] or [undefined] (RJSF's minItems
// filler, which no widget shows): an empty submit gets "Campo obrigatório" on the field.
const listsStartAbsent = { arrayMinItems: { populate: 'never' }, emptyObjectFields: 'skipEmptyDefaults' } as const;

export function ResultForm({ form, result, context, label }: ResultFormProps) {
  const canSee = useCanSee();
  const formRef = useRef<Form>(null);
  const [values, setValues] = useState<FormValues>({});
  const [submitted, setSubmitted] = useState<FormValues>();
  const query = useSourceQuery<unknown>(form.submit, context, { body: submitted, enabled: submitted !== undefined, keepPrevious: true });
  const rows = useMemo(() => readListAnswer<SelectionRow>(query.data).items, [query.data]);
  const { selection, column: checkboxes } = useSelectionTable(result, rows, canSee);
  const file = useFileDownload('Não foi possível gerar o arquivo.');
  const columns = useMemo(() => result.columns.filter((column) => canSee(column.permission)), [result.columns, canSee]);
  // The rows on screen were computed with the last submitted values (kept while new ones load), not the form's current ones.
  const cellLink = useCellDrills(columns, query.isPlaceholderData ? undefined : submitted);

  const submit = (body: FormValues) => {
    // The same values again: the query key is unchanged, so ask for fresh rows explicitly.
    if (JSON.stringify(body) === JSON.stringify(submitted)) void query.refetch();
    else setSubmitted(body);
  };

  return (
    <Stack gap="md">
      <FormPanel form={form} values={values} onChange={setValues} onSubmit={submit} progress={file.progress} formRef={formRef} defaults={listsStartAbsent}>
        {form.downloads && (
          <FormDownloads
            downloads={form.downloads}
            canSee={canSee}
            context={context}
            values={values}
            validate={() => formRef.current?.validateForm() ?? false}
            file={file}
          />
        )}
        <Button type="submit" loading={query.isFetching}>
          {form.submitLabel ?? 'Consultar'}
        </Button>
      </FormPanel>
      {submitted !== undefined &&
        (query.isError ? (
          <PageLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Stack gap="xs">
            {checkboxes && <SelectionActions actions={result.selectionActions ?? []} selection={selection} canSee={canSee} context={context} />}
            <DataTable
              columns={columns}
              rows={rows}
              canSee={canSee}
              label={label}
              emptyText={result.emptyText ?? defaultEmptyText}
              loading={query.isFetching}
              context={context}
              selection={checkboxes}
              cellLink={cellLink}
            />
          </Stack>
        ))}
    </Stack>
  );
}
