/**
 * Details page: loads one record (placeholders from the route, retry per manifest) and draws
 * its sections; sections the user may not see are left out. `rowActionsOf` puts a list page's
 * row actions above the sections, acting on the record as they do on the list's row.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Group, Stack } from '@mantine/core';
import { HttpError } from '../../api/http-client.ts';
import { useSourceQuery } from '../data/use-source-query.ts';
import { pageManifestQuery, rowActionsPage } from '../page-manifest-query.ts';
import { DetailsSection } from '../details/details-section.tsx';
import { RowActions } from '../features/row-actions/row-actions.tsx';
import { readField } from '../field-path.ts';
import { PageLoadError } from '../frame/page-load-error.tsx';
import { PageLoading } from '../frame/page-loading.tsx';
import { RecordNotFound } from '../frame/record-not-found.tsx';
import { fillLabel } from '../placeholders.ts';
import { useCanSee } from '../use-can.ts';
import { useRouteParams } from '../use-route-params.ts';
import type { KindProps } from '../page-kind-props.ts';

export default function DetailsPage({ page }: KindProps<'details'>) {
  const params = useRouteParams();
  const canSee = useCanSee();
  const context = useMemo(() => [params], [params]);
  const query = useSourceQuery<Record<string, unknown>>(page.source, context);
  // The list page's manifest, which the route's loader asked for beside this one's; a page its toggle turned off has no actions.
  const actionsOf = rowActionsPage(page);
  const actions = useQuery({ ...pageManifestQuery(actionsOf?.id ?? ''), enabled: actionsOf !== undefined }).data?.rowActions;

  if (query.isError && page.notFound && query.error instanceof HttpError && query.error.status === 404) {
    const message = page.notFound.message === undefined ? undefined : fillLabel(page.notFound.message, context);
    return <RecordNotFound title={page.notFound.title} message={message} />;
  }
  if (query.isError) return <PageLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending || !query.data) return <PageLoading />;
  const record = query.data;
  const firstField = page.sections.find((section) => section.kind === 'fields')?.fields?.[0]?.field;
  return (
    <Stack gap="md">
      {actions && (
        <Group justify="flex-end">
          <RowActions actions={actions} row={record} canSee={canSee} params={params} rowLabel={firstField ? String(readField(record, firstField) ?? '') : ''} />
        </Group>
      )}
      {page.sections
        .filter((section) => canSee(section.permission))
        .map((section) => (
          <DetailsSection key={section.id} section={section} record={record} params={params} canSee={canSee} />
        ))}
    </Stack>
  );
}
