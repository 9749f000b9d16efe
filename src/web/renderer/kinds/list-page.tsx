/**
 * List page: filter form, toolbar actions, selection actions over the rows shown, server-paged and
 * server-sorted table, drawn from the list's controller (list/use-list-controller.ts). What the first
 * paint of most lists does not draw loads on demand (the list route's JS budget,
 * scripts/check-route-js.mjs): the saved views' code (views/list-page-views-slot.tsx), the selection
 * (checkbox column and toolbar) on the pages that declare selection actions, the link's problems when
 * it has some.
 */
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import { Group, Stack } from '@mantine/core';
import { PageActions } from '../actions/page-actions.tsx';
import { FilterForm } from '../filters/filter-form.tsx';
import { PageLoadError } from '../frame/page-load-error.tsx';
import { readField } from '../field-path.ts';
import { CopyLinkButton } from '../list/copy-link-button.tsx';
import { listPageController } from '../list/list-page-queries.ts';
import { useListController } from '../list/use-list-controller.ts';
import { fillTemplate } from '../placeholders.ts';
import { RowActions } from '../features/row-actions/row-actions.tsx';
import { ColumnChooser } from '../table/column-chooser.tsx';
import { applyColumnPreferences, setColumnWidth } from '../table/column-preferences.ts';
import { DataTable, type Row, type RowSelectionColumn } from '../table/data-table.tsx';
import { TablePager } from '../table/table-pager.tsx';
import { useColumnPreferences } from '../table/use-column-preferences.ts';
import { useCanSee } from '../use-can.ts';
import { useRouteParams } from '../use-route-params.ts';
import { useWritesDisabled } from '../writes-disabled.ts';
import { ListPageViewsSlot } from '../views/list-page-views-slot.tsx';
import type { KindProps } from '../page-kind-props.ts';
import { chunk } from '../../app/code-chunk.ts';

const LinkProblemsAlert = lazy(chunk(() => import('../list/link-problems-alert.tsx').then((module) => ({ default: module.LinkProblemsAlert }))));
const ListSelection = lazy(chunk(() => import('../features/selection/list-selection.tsx')));
const defaultEmptyText = 'Nenhum registro encontrado.';
// Scrolled to, the results' top shows below the app's fixed header.
const resultsTop = { scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))' };

export default function ListPage({ page }: KindProps<'list'>) {
  const params = useRouteParams();
  const canSee = useCanSee();
  // Saved views are writes: the manifest studio's preview has none.
  const writesDisabled = useWritesDisabled();
  const context = useMemo(() => [params], [params]);
  const list = useListController<unknown, Row>(listPageController(page, context));
  const { state, query } = list;
  const fieldErrors = list.form?.fieldErrors;
  const allowedColumns = useMemo(() => page.columns.filter((column) => canSee(column.permission)), [page.columns, canSee]);
  const columnChoice = useColumnPreferences(page.id, allowedColumns);
  const columns = useMemo(() => applyColumnPreferences(allowedColumns, columnChoice.preferences), [allowedColumns, columnChoice.preferences]);
  const { change: changeColumns } = columnChoice;
  // The pager sits below the rows: the page it turns to is read from its first row, so the results'
  // top comes into view when it is above it (the page's own state changes leave the scroll as it is).
  const results = useRef<HTMLDivElement>(null);
  const showResultsTop = () => {
    if ((results.current?.getBoundingClientRect().top ?? 0) < 0) results.current?.scrollIntoView({ block: 'start' });
  };
  const onColumnResize = useCallback(
    (field: string, width: number | undefined) => changeColumns((current) => setColumnWidth(current, field, width)),
    [changeColumns],
  );

  const rowLink = useCallback(
    (row: Row) => (page.rowLink && canSee(page.rowLink.permission) ? fillTemplate(page.rowLink.to, [row, params], { encode: true }) : undefined),
    [page.rowLink, canSee, params],
  );
  // A row as its buttons and checkbox name it: its first column (e.g. the chassis).
  const firstField = columns[0]?.field;
  const rowLabel = useCallback((row: Row) => (firstField ? String(readField(row, firstField) ?? '') : ''), [firstField]);
  const rowActions = useMemo(() => {
    const actions = page.rowActions ?? [];
    if (!actions.some((action) => canSee(action.permission))) return undefined;
    return (row: Row) => <RowActions actions={actions} row={row} canSee={canSee} params={params} rowLabel={rowLabel(row)} />;
  }, [page.rowActions, canSee, params, rowLabel]);
  const table = (selection?: RowSelectionColumn) => (
    <DataTable
      columns={columns}
      rows={list.rows}
      canSee={canSee}
      label={page.title}
      emptyText={page.emptyText ?? defaultEmptyText}
      loading={query.isFetching}
      sort={state.sort}
      onSortChange={list.setSort}
      rowLink={rowLink}
      context={context}
      rowActions={rowActions}
      rowActionsColumn={page.rowActionsColumn}
      selection={selection}
      stickyFirstColumn
      onColumnResize={onColumnResize}
    />
  );

  return (
    <Stack gap="md">
      {page.filters && list.form && <FilterForm filters={page.filters} {...list.form} />}
      <Group justify="flex-end">
        {page.actions && <PageActions actions={page.actions} canSee={canSee} params={params} exportBody={list.exportBody} />}
        <CopyLinkButton linkQuery={list.linkQuery} />
        {!writesDisabled && <ListPageViewsSlot page={page} list={list} columns={allowedColumns} columnChoice={columnChoice} />}
        <ColumnChooser columns={allowedColumns} control={columnChoice} />
      </Group>
      {list.linkProblems.length > 0 && (
        <Suspense fallback={null}>
          <LinkProblemsAlert problems={list.linkProblems} />
        </Suspense>
      )}
      {query.isError && !fieldErrors ? (
        <PageLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Stack gap="md" ref={results} style={resultsTop}>
          {page.selectionActions?.length ? (
            <Suspense fallback={null}>
              <ListSelection page={page} rows={list.rows} canSee={canSee} rowLabel={rowLabel} context={context}>
                {table}
              </ListSelection>
            </Suspense>
          ) : (
            table()
          )}
          <TablePager
            page={state.page}
            pageSize={state.pageSize}
            total={list.total}
            pageSizes={page.pageSize?.options ?? [state.pageSize]}
            onPageChange={(next) => {
              list.setPage(next);
              showResultsTop();
            }}
            onPageSizeChange={(size) => {
              list.setPageSize(size);
              showResultsTop();
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
