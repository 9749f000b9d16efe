/**
 * The dropdown of "Colunas" (column-chooser.tsx), loaded when the button is first pointed at, focused
 * or pressed, not with the list: the columns with a checkbox and move buttons each, all reachable by
 * keyboard, and "Restaurar padrão".
 */
import { ActionIcon, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { moveColumn, setColumnHidden } from './column-preferences.ts';
import type { ColumnPreferencesControl } from './use-column-preferences.ts';

export default function ColumnChooserList({ columns, control }: { columns: readonly ValueDisplay[]; control: ColumnPreferencesControl }) {
  const { preferences, change, reset, customized } = control;
  const byField = new Map(columns.map((column) => [column.field, column]));
  const hidden = new Set(preferences.hidden);
  const lastVisible = preferences.order.length - hidden.size === 1;

  return (
    <Stack gap={6} miw={260}>
      <Text size="sm" fw={600}>
        Colunas exibidas
      </Text>
      {/* A long list scrolls inside the dropdown, so "Restaurar padrão" stays on a short screen. */}
      <Stack gap={2} component="ul" m={0} p={0} mah="min(55vh, 28rem)" style={{ listStyle: 'none', overflowY: 'auto' }}>
        {preferences.order.map((field, index) => {
          const column = byField.get(field);
          if (!column) return null;
          const shown = !hidden.has(field);
          return (
            <Group key={field} component="li" gap={4} justify="space-between" wrap="nowrap">
              <Checkbox
                label={column.label}
                checked={shown}
                disabled={column.visibility === 'always' || (shown && lastVisible)}
                onChange={(event) => change((current) => setColumnHidden(current, field, !event.currentTarget.checked))}
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Mover ${column.label} para cima`}
                  disabled={index === 0}
                  onClick={() => change((current) => moveColumn(current, field, -1))}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Mover ${column.label} para baixo`}
                  disabled={index === preferences.order.length - 1}
                  onClick={() => change((current) => moveColumn(current, field, 1))}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Button variant="subtle" size="xs" onClick={reset} disabled={!customized}>
        Restaurar padrão
      </Button>
    </Stack>
  );
}
