/** Loading and empty states of a dashboard, shaped like the content they stand for. */
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';

export function DashboardSkeleton({ kpis, charts }: { kpis: number; charts: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Carregando">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, kpis) }} spacing="md">
        {Array.from({ length: kpis }, (_, index) => (
          <Skeleton key={index} height={92} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {Array.from({ length: charts }, (_, index) => (
          <Skeleton key={index} height={340} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}

export function DashboardEmpty({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" py={48}>
      <Stack align="center" gap={6}>
        <IconChartBarOff size={36} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>Nenhum dado no período</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
