/**
 * A related list drawn as a vertical timeline: the first column is each entry's title, the
 * others its labelled details.
 */
import { Group, Text, Timeline } from '@mantine/core';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { ValueView } from '../format/value-view.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import type { CanSee } from '../use-can.ts';

type Row = Readonly<Record<string, unknown>>;

export function TimelineList({ columns, rows, canSee, context, label }: { columns: readonly ValueDisplay[]; rows: readonly Row[]; canSee: CanSee; context: readonly PlaceholderSource[]; label: string }) {
  const [titleColumn, ...detailColumns] = columns;
  if (!titleColumn) return null;
  return (
    <Timeline active={rows.length - 1} bulletSize={18} lineWidth={2} aria-label={label}>
      {rows.map((row, index) => (
        <Timeline.Item key={index} title={<ValueView display={titleColumn} record={row} canSee={canSee} context={context} />}>
          {detailColumns.map((column) => (
            <Group key={column.field} gap={4} wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed">
                {column.label}:
              </Text>
              <ValueView display={column} record={row} canSee={canSee} context={context} />
            </Group>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
