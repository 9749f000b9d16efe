/**
 * The one-click copy of a value a manifest marks `copyable` (a chassis, mostly): a small button beside
 * the value that puts it on the clipboard and says so in a toast.
 */
import { ActionIcon } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../api/notify.ts';

export interface CopyValueButtonProps {
  /** The text copied: the value as shown. */
  value: string;
  /** The value's label (its column header or field label), named in the button and the toast. */
  label: string;
}

export function CopyValueButton({ value, label }: CopyValueButtonProps) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => notifySuccess(`${label} copiado.`),
      () => notifyError(`Não foi possível copiar ${label.toLowerCase()}: o navegador não permitiu o acesso à área de transferência.`),
    );
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      // Small, so a 17-character chassis and its button fit a 205 px column (value-view.module.css
      // keeps the 24 px target spacing with its gap).
      size={16}
      aria-label={`Copiar ${label.toLowerCase()} ${value}`}
      // Inside a table row that opens a record: the click copies and goes no further.
      onClick={(event) => {
        event.stopPropagation();
        void copy();
      }}
    >
      <IconCopy size={12} aria-hidden />
    </ActionIcon>
  );
}
