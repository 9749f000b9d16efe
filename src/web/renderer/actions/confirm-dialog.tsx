/**
 * Confirm dialogs: CANCELAR / CONFIRMAR (labels set once on the ModalsProvider), closed
 * only by a choice — not by Escape nor a click outside; Enter confirms because the confirm button
 * takes the focus when the dialog opens. Shown as soon as the dialogs' code is there (at once after
 * the first input: overlays/deferred-overlays.ts).
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenConfirmsListen } from '../overlays/overlay-hosts.tsx';

export interface ConfirmDialogOptions {
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function openConfirmDialog({ title, message, onConfirm, onCancel }: ConfirmDialogOptions): void {
  whenConfirmsListen(() =>
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
    }),
  );
}
