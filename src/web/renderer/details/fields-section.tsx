/** A details section of labelled values; values the user may not see are left out. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { ValueView } from '../format/value-view.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import type { CanSee } from '../use-can.ts';

export function FieldsSection({
  fields,
  record,
  canSee,
  context,
}: {
  fields: readonly ValueDisplay[];
  record: Readonly<Record<string, unknown>>;
  canSee: CanSee;
  context: readonly PlaceholderSource[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {fields
        .filter((field) => canSee(field.permission))
        .map((field) => (
          // Rich text reads as a paragraph: it takes the whole row of the grid.
          <Stack key={field.field} gap={2} miw={0} style={field.format === 'html' ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" size="xs" c="dimmed" fw={500}>
              {field.label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <ValueView display={field} record={record} canSee={canSee} context={context} />
            </Text>
          </Stack>
        ))}
    </SimpleGrid>
  );
}
