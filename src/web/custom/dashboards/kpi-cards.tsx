/** The headline figures of a dashboard, one card each, formatted in pt-BR. */
import { ActionIcon, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { readField } from '../../renderer/field-path.ts';
import type { KpiSpec } from './dashboard-config.ts';
import { formatHint, formatKpi } from './dashboard-values.ts';

/** What a card counts, on hover, focus or touch of a help icon beside its title. */
function KpiDefinition({ label, description }: { label: string; description: string }) {
  return (
    <Tooltip label={description} multiline maw={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" size="xs" aria-label={`O que conta: ${label}`} aria-description={description}>
        <IconInfoCircle size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export function KpiCards({ kpis, data }: { kpis: readonly KpiSpec[]; data: unknown }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, kpis.length) }} spacing="md">
      {kpis.map((kpi) => (
        <Paper key={kpi.field} withBorder p="md" radius="md" role="group" aria-label={kpi.label}>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {kpi.label}
            </Text>
            {kpi.description && <KpiDefinition label={kpi.label} description={kpi.description} />}
          </Group>
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
