/** Loading state of a page: skeletons shaped like a filter bar and a table. */
import { Skeleton, Stack } from '@mantine/core';

export function PageLoading({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Carregando">
      <Skeleton height={36} radius="md" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={24} radius="sm" width={index % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}
