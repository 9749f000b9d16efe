/** The headline figures of a dashboard, one card each, formatted in pt-BR. */
import { ActionIcon, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { readField } from '../../renderer/field-path.ts';
import type { KpiSpec } from './dashboard-config.ts';
import { formatHint, formatKpi } from './dashboard-values.ts';
import { drillLabel } from '../../renderer/drill/drill-label.ts';
import { DrillLink } from './drill-link.tsx';
import type { DrillHref } from './use-drill-href.ts';

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

/** `drillHref`: where each figure links (its records), for the figures that do. */
export function KpiCards({ kpis, data, drillHref }: { kpis: readonly KpiSpec[]; data: unknown; drillHref: DrillHref }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, kpis.length) }} spacing="md">
      {kpis.map((kpi) => (
        <KpiCard key={kpi.field} kpi={kpi} data={data} drillHref={drillHref} />
      ))}
    </SimpleGrid>
  );
}

function KpiCard({ kpi, data, drillHref }: { kpi: KpiSpec; data: unknown; drillHref: DrillHref }) {
  const value = formatKpi(readField(data, kpi.field), kpi.format, kpi.suffix);
  const hint = kpi.hint && formatHint(kpi.hint, data);
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={kpi.label}>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {kpi.label}
        </Text>
        {kpi.description && <KpiDefinition label={kpi.label} description={kpi.description} />}
      </Group>
      <Text fz={28} fw={700} lh={1.3} data-testid={`kpi-${kpi.field}`}>
        <DrillLink href={drillHref(kpi.drill)} label={drillLabel(kpi.label, value)}>
          {value}
        </DrillLink>
      </Text>
      {kpi.hint && hint && (
        <Text size="xs" c="dimmed">
          <DrillLink href={drillHref(kpi.hint.drill)} label={drillLabel(kpi.label, hint.trim())}>
            {hint}
          </DrillLink>
        </Text>
      )}
    </Paper>
  );
}
