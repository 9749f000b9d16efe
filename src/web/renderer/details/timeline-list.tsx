/**
 * A related list drawn as a vertical timeline: the first column is each entry's title, the
 * others its labelled details (a detail with `"emptyText": ""` only where it has a value).
 */
import { Group, Text, Timeline } from '@mantine/core';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { readField } from '../field-path.ts';
import { isEmptyValue } from '../format/format-value.ts';
import { ValueView } from '../format/value-view.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import type { CanSee } from '../use-can.ts';

type Row = Readonly<Record<string, unknown>>;

/** A detail whose manifest says `"emptyText": ""` is left out of the entries where it is missing. */
function omitted(column: ValueDisplay, row: Row): boolean {
  return column.emptyText === '' && isEmptyValue(readField(row, column.field));
}

export function TimelineList({
  columns,
  rows,
  canSee,
  context,
  label,
}: {
  columns: readonly ValueDisplay[];
  rows: readonly Row[];
  canSee: CanSee;
  context: readonly PlaceholderSource[];
  label: string;
}) {
  const [titleColumn, ...detailColumns] = columns;
  if (!titleColumn) return null;
  return (
    <Timeline active={rows.length - 1} bulletSize={18} lineWidth={2} role="list" aria-label={label}>
      {rows.map((row, index) => (
        <Timeline.Item key={index} role="listitem" title={<ValueView display={titleColumn} record={row} canSee={canSee} context={context} />}>
          {detailColumns
            .filter((column) => !omitted(column, row))
            .map((column) => (
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
