/**
 * List page: filter form, toolbar actions, server-paged and server-sorted table. Filters, paging
 * and sort live in the page-state cache (`?sid=`).
 */
import { useCallback, useMemo } from 'react';
import { Group, Stack } from '@mantine/core';
import { enumManifests } from '../../manifests/manifests.ts';
import type { PageState } from '../../state/page-state-cache.ts';
import { urlFields } from '../../state/page-state-url.ts';
import { usePageState } from '../../state/use-page-state.ts';
import { PageActions } from '../actions/page-actions.tsx';
import { listBody, readListAnswer } from '../data/list-request.ts';
import { useSourceQuery } from '../data/use-source-query.ts';
import { FilterForm } from '../filters/filter-form.tsx';
import { usePendingSearch } from '../filters/pending-search.ts';
import { filterFieldError } from '../filters/filter-error.ts';
import { cleanFilters, prepareFilterForm } from '../filters/prepare-filter-form.ts';
import { PageLoadError } from '../frame/page-load-error.tsx';
import { readField } from '../field-path.ts';
import { fillTemplate } from '../placeholders.ts';
import { RowActions } from '../features/row-actions/row-actions.tsx';
import { ColumnChooser } from '../table/column-chooser.tsx';
import { applyColumnPreferences, setColumnWidth } from '../table/column-preferences.ts';
import { DataTable, type Row, type SortKey } from '../table/data-table.tsx';
import { TablePager } from '../table/table-pager.tsx';
import { useColumnPreferences } from '../table/use-column-preferences.ts';
import { useCanSee } from '../use-can.ts';
import { useRouteParams } from '../use-route-params.ts';
import type { KindProps } from '../page-renderer.tsx';

const defaultPageSize = 25;
const defaultEmptyText = 'Nenhum registro encontrado.';

const noFilters: Record<string, unknown> = {};

export default function ListPage({ page }: KindProps<'list'>) {
  const params = useRouteParams();
  const canSee = useCanSee();
  const defaults = useMemo<PageState>(
    () => ({
      filters: { ...(page.filters?.defaults ?? {}) },
      page: 1,
      pageSize: page.pageSize?.default ?? defaultPageSize,
      sort: [...(page.defaultSort ?? [])],
    }),
    [page],
  );
  const inUrl = useMemo(() => urlFields(page.filters?.schema), [page.filters]);
  const { state, update: setState, latest } = usePageState(page.id, defaults, inUrl);
  const pending = usePendingSearch();

  const prepared = useMemo(() => (page.filters ? prepareFilterForm(page.filters, canSee, enumManifests) : undefined), [page.filters, canSee]);
  // The filters to send for a page state, cleaned once per state (the list and Exportar ask for the same one).
  const filtersToSend = useMemo(() => {
    const cleaned = new WeakMap<object, Record<string, unknown>>();
    return (values: Readonly<Record<string, unknown>>) => {
      if (!prepared) return noFilters;
      if (!cleaned.has(values)) cleaned.set(values, cleanFilters(values, prepared));
      return cleaned.get(values)!;
    };
  }, [prepared]);
  const filters = filtersToSend(state.filters);
  const allowedColumns = useMemo(() => page.columns.filter((column) => canSee(column.permission)), [page.columns, canSee]);
  const columnChoice = useColumnPreferences(page.id, allowedColumns);
  const columns = useMemo(() => applyColumnPreferences(allowedColumns, columnChoice.preferences), [allowedColumns, columnChoice.preferences]);
  const { change: changeColumns } = columnChoice;
  const onColumnResize = useCallback((field: string, width: number | undefined) => changeColumns((current) => setColumnWidth(current, field, width)), [changeColumns]);
  const context = useMemo(() => [params], [params]);

  const body = listBody(page.source, state, filters);
  const query = useSourceQuery<unknown>(page.source, context, { body, keepPrevious: true });
  const answer = useMemo(() => readListAnswer<Row>(query.data), [query.data]);
  const fieldErrors = useMemo(() => filterFieldError(query.error, prepared), [query.error, prepared]);

  const rowLink = useCallback(
    (row: Row) => (page.rowLink && canSee(page.rowLink.permission) ? fillTemplate(page.rowLink.to, [row, params], { encode: true }) : undefined),
    [page.rowLink, canSee, params],
  );
  const rowActions = useMemo(() => {
    const actions = page.rowActions ?? [];
    const firstField = columns[0]?.field;
    if (!actions.some((action) => canSee(action.permission))) return undefined;
    return (row: Row) => <RowActions actions={actions} row={row} canSee={canSee} params={params} rowLabel={firstField ? String(readField(row, firstField) ?? '') : ''} />;
  }, [page.rowActions, columns, canSee, params]);
  // Exportar reads the filters as of its press, after a search submitted just before it is applied.
  const exportBody = useCallback(async () => {
    await pending.settled();
    const current = latest();
    return { filters: filtersToSend(current.filters), sort: current.sort };
  }, [pending, latest, filtersToSend]);
  const onSortChange = useCallback((sort: SortKey[]) => setState((current) => ({ ...current, sort, page: 1 })), [setState]);

  return (
    <Stack gap="md">
      {page.filters && prepared && (
        <FilterForm
          filters={page.filters}
          prepared={prepared}
          applied={state.filters}
          defaults={defaults.filters}
          onSearch={(values) => setState((current) => ({ ...current, filters: values, page: 1 }))}
          onClear={() => setState((current) => ({ ...current, filters: { ...defaults.filters }, page: 1 }))}
          pending={pending}
          fieldErrors={fieldErrors}
        />
      )}
      <Group justify="flex-end">
        {page.actions && <PageActions actions={page.actions} canSee={canSee} params={params} exportBody={exportBody} />}
        <ColumnChooser columns={allowedColumns} control={columnChoice} />
      </Group>
      {query.isError && !fieldErrors ? (
        <PageLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={answer.items}
            canSee={canSee}
            label={page.title}
            emptyText={page.emptyText ?? defaultEmptyText}
            loading={query.isFetching}
            sort={state.sort}
            onSortChange={onSortChange}
            rowLink={rowLink}
            context={context}
            rowActions={rowActions}
            rowActionsColumn={page.rowActionsColumn}
            stickyFirstColumn
            onColumnResize={onColumnResize}
          />
          <TablePager
            page={state.page}
            pageSize={state.pageSize}
            total={query.data === undefined ? undefined : answer.total}
            pageSizes={page.pageSize?.options ?? [state.pageSize]}
            onPageChange={(next) => setState((current) => ({ ...current, page: next }))}
            onPageSizeChange={(pageSize) => setState((current) => ({ ...current, pageSize, page: 1 }))}
          />
        </>
      )}
    </Stack>
  );
}
