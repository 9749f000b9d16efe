/**
 * Row actions of list pages (page manifest `rowActions`): one button per action the user may use
 * on that row (permission, `showWhen`); each opens a confirm dialog or a form dialog, calls the API
 * for that row, toasts the outcome and reloads the page's data. Dialogs close only through their buttons (CANCELAR/CONFIRMAR,
 * Escape does not close, Enter confirms).
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { openConfirmDialog } from '../../actions/confirm-dialog.tsx';
import { ManifestIcon } from '../../icons/manifest-icon.tsx';
import type { PlaceholderSource } from '../../placeholders.ts';
import type { CanSee } from '../../use-can.ts';
import { type RowAction, rowActionCall, rowActionShows, rowActionText, type RowRecord } from './row-action-call.ts';
import { useWritesDisabled } from '../../writes-disabled.ts';
import { useRunAction } from './use-run-action.ts';
import { chunk } from '../../../app/code-chunk.ts';

// A form dialog loads when an action first opens one, not with the list.
const RowActionFormDialog = lazy(chunk(() => import('./row-action-form-dialog.tsx').then((module) => ({ default: module.RowActionFormDialog }))));

export interface RowActionsProps {
  actions: readonly RowAction[];
  row: RowRecord;
  canSee: CanSee;
  params: PlaceholderSource;
  /** Accessible description of the row (e.g. its first column), so "Editar target" is unambiguous. */
  rowLabel: string;
}

export function RowActions({ actions, row, canSee, params, rowLabel }: RowActionsProps) {
  const runAction = useRunAction();
  const writesDisabled = useWritesDisabled();
  const [formAction, setFormAction] = useState<RowAction>();
  const visible = actions.filter((action) => canSee(action.permission) && rowActionShows(action, row));
  if (visible.length === 0) return null;

  const run = (action: RowAction, values?: Record<string, unknown>): Promise<boolean> =>
    runAction(rowActionCall(action, row, params, values), () => rowActionText(action.successMessage, row));

  const start = (action: RowAction) => {
    if (action.form) {
      setFormAction(action);
      return;
    }
    openConfirmDialog({
      title: rowActionText(action.dialogTitle, row) ?? action.label,
      message: rowActionText(action.message, row) ?? 'Confirma a operação?',
      onConfirm: () => void run(action),
    });
  };

  return (
    // Clicks and Enter on the buttons must not also open the row's link.
    <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {visible.map((action) => (
        <Button
          key={action.id}
          size="compact-sm"
          variant="subtle"
          leftSection={action.icon ? <ManifestIcon name={action.icon} size={14} /> : undefined}
          aria-label={`${action.label}: ${rowLabel}`}
          onClick={() => start(action)}
          disabled={writesDisabled}
        >
          {action.label}
        </Button>
      ))}
      {formAction && (
        <Suspense fallback={null}>
          <RowActionFormDialog
            action={formAction}
            row={row}
            onCancel={() => setFormAction(undefined)}
            onSubmit={async (values) => {
              if (await run(formAction, values)) setFormAction(undefined);
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
