/**
 * The toolbar over a result table: how many rows are selected and one button per selection action
 * the user may use. Each opens a confirm dialog or the row-action form dialog ({count} in its texts),
 * then sends the selected keys with the dialog's values; on success the selection is cleared and
 * the page's queries (the form's result) reload.
 */
import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { openConfirmDialog } from '../../actions/confirm-dialog.tsx';
import { sourceCall } from '../../data/source-call.ts';
import { ManifestIcon } from '../../icons/manifest-icon.tsx';
import { fillLabel, type PlaceholderSource } from '../../placeholders.ts';
import type { CanSee } from '../../use-can.ts';
import { RowActionFormDialog } from '../row-actions/row-action-form-dialog.tsx';
import { useRunAction } from '../row-actions/use-run-action.ts';
import { useWritesDisabled } from '../../writes-disabled.ts';
import { type SelectionAction, selectionBody } from './selection-state.ts';
import type { RowSelection } from './use-row-selection.ts';

export interface SelectionActionsProps {
  actions: readonly SelectionAction[];
  selection: RowSelection;
  canSee: CanSee;
  /** Placeholder sources of the call's path (route parameters). */
  context: readonly PlaceholderSource[];
}

export function selectedCountLabel(count: number): string {
  if (count === 0) return 'Nenhuma linha selecionada';
  return count === 1 ? '1 linha selecionada' : `${count.toLocaleString('pt-BR')} linhas selecionadas`;
}

export function SelectionActions({ actions, selection, canSee, context }: SelectionActionsProps) {
  const runAction = useRunAction();
  const writesDisabled = useWritesDisabled();
  const [formAction, setFormAction] = useState<SelectionAction>();
  const visible = actions.filter((action) => canSee(action.permission));
  if (visible.length === 0) return null;
  const keys = selection.selected;
  const counted = { count: keys.length };

  const run = async (action: SelectionAction, values?: Record<string, unknown>): Promise<boolean> => {
    const call = sourceCall(action.source, context, selectionBody(action, selection.values, values));
    const done = await runAction(call, (answer) =>
      action.successMessage ? fillLabel(action.successMessage, [answer as PlaceholderSource, counted]) : undefined,
    );
    if (done) selection.clear();
    return done;
  };

  const start = (action: SelectionAction) => {
    if (action.form) {
      setFormAction(action);
      return;
    }
    openConfirmDialog({
      title: fillLabel(action.dialogTitle, [counted]),
      message: fillLabel(action.message ?? 'Confirma a operação?', [counted]),
      onConfirm: () => void run(action),
    });
  };

  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="selection-count">
        {selectedCountLabel(keys.length)}
      </Text>
      <Group gap="xs">
        {visible.map((action) => (
          <Button
            key={action.id}
            variant="light"
            leftSection={action.icon ? <ManifestIcon name={action.icon} size={16} /> : undefined}
            disabled={keys.length === 0 || writesDisabled}
            onClick={() => start(action)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
      {formAction && (
        <RowActionFormDialog
          action={formAction}
          row={counted}
          onCancel={() => setFormAction(undefined)}
          onSubmit={async (values) => {
            if (await run(formAction, values)) setFormAction(undefined);
          }}
        />
      )}
    </Group>
  );
}
