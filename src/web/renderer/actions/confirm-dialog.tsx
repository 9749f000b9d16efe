/**
 * Confirm dialogs: CANCELAR / CONFIRMAR (labels set once on the ModalsProvider), closed
 * only by a choice — not by Escape nor a click outside; Enter confirms because the confirm button
 * takes the focus when the dialog opens.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmDialogOptions {
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function openConfirmDialog({ title, message, onConfirm, onCancel }: ConfirmDialogOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{message}</Text>,
    centered: true,
    closeOnEscape: false,
    closeOnClickOutside: false,
    withCloseButton: false,
    confirmProps: { 'data-autofocus': true },
    onConfirm,
    ...(onCancel && { onCancel }),
  });
}
