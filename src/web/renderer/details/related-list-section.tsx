/** A details section listing related records from their own source, as a table or a timeline. */
import { useMemo } from 'react';
import { Skeleton, Text } from '@mantine/core';
import type { PageSection } from '../../../shared/manifest/manifest-types.ts';
import { readListAnswer } from '../data/list-request.ts';
import { useSourceQuery } from '../data/use-source-query.ts';
import { PageLoadError } from '../frame/page-load-error.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import { DataTable, type Row } from '../table/data-table.tsx';
import type { CanSee } from '../use-can.ts';
import { TimelineList } from './timeline-list.tsx';

const defaultEmptyText = 'Nenhum registro encontrado.';

export function RelatedListSection({ section, canSee, context }: { section: PageSection; canSee: CanSee; context: readonly PlaceholderSource[] }) {
  const query = useSourceQuery<unknown>(section.source, context);
  const rows = useMemo(() => readListAnswer<Row>(query.data).items, [query.data]);
  const columns = useMemo(() => (section.columns ?? []).filter((column) => canSee(column.permission)), [section.columns, canSee]);
  const emptyText = section.emptyText ?? defaultEmptyText;

  if (query.isPending && query.fetchStatus !== 'idle') return <Skeleton height={120} radius="md" aria-busy />;
  if (query.isError) return <PageLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (section.display === 'timeline') {
    return rows.length === 0 ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : (
      <TimelineList columns={columns} rows={rows} canSee={canSee} context={context} label={section.title} />
    );
  }
  return <DataTable columns={columns} rows={rows} canSee={canSee} label={section.title} emptyText={emptyText} context={context} />;
}
