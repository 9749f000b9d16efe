/** The headline figures of a dashboard, one card each, formatted in pt-BR. */
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { readField } from '../../renderer/field-path.ts';
import type { KpiSpec } from './dashboard-config.ts';
import { formatHint, formatKpi } from './dashboard-values.ts';

export function KpiCards({ kpis, data }: { kpis: readonly KpiSpec[]; data: unknown }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, kpis.length) }} spacing="md">
      {kpis.map((kpi) => (
        <Paper key={kpi.field} withBorder p="md" radius="md" role="group" aria-label={kpi.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {kpi.label}
          </Text>
          <Text fz={28} fw={700} lh={1.3} data-testid={`kpi-${kpi.field}`}>
            {formatKpi(readField(data, kpi.field), kpi.format, kpi.suffix)}
          </Text>
          {kpi.hint && (
            <Text size="xs" c="dimmed">
              {formatHint(kpi.hint, data)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
