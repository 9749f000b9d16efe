/**
 * The dialog that names a view: "Salvar visão" (name, shared, default) and "Renomear visão" (name
 * alone). A name the server refuses (already taken, too long) shows on the name field.
 */
import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { HttpError } from '../../api/http-error.ts';
import { notifyHttpError } from '../../api/notify.ts';
import { DeferredModal } from '../overlays/deferred-modal.tsx';

export interface ViewNameChoice {
  nome: string;
  compartilhada: boolean;
  padrao: boolean;
}

interface ViewNameDialogProps {
  title: string;
  initial: ViewNameChoice;
  /** Offers the shared and default choices (saving a new view). */
  withOptions: boolean;
  onSubmit: (choice: ViewNameChoice) => Promise<unknown>;
  onClose: () => void;
}

const maxName = 80;

/** Drawn while open (saved-views-menu.tsx draws it then, and loads it the first time). */
export default function ViewNameDialog({ title, initial, withOptions, onSubmit, onClose }: ViewNameDialogProps) {
  return (
    <DeferredModal opened onClose={onClose} title={title} centered>
      <ViewNameForm initial={initial} withOptions={withOptions} onSubmit={onSubmit} onClose={onClose} />
    </DeferredModal>
  );
}

function ViewNameForm({ initial, withOptions, onSubmit, onClose }: Omit<ViewNameDialogProps, 'title'>) {
  const [choice, setChoice] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const nome = choice.nome.trim();
    if (nome === '') return setError('Informe o nome da visão.');
    if (nome.length > maxName) return setError(`O nome da visão pode ter até ${maxName} caracteres.`);
    setSaving(true);
    try {
      await onSubmit({ ...choice, nome });
      onClose();
    } catch (failure) {
      // The server's own words name the field (e.g. "Você já tem uma visão chamada …").
      if (failure instanceof HttpError && failure.status >= 400 && failure.status < 500) setError(failure.message);
      else notifyHttpError(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Nome da visão"
          required
          data-autofocus
          maxLength={maxName}
          value={choice.nome}
          error={error}
          onChange={(event) => {
            const nome = event.currentTarget.value;
            setChoice((current) => ({ ...current, nome }));
            setError(undefined);
          }}
        />
        {withOptions && (
          <>
            <Checkbox
              label="Compartilhar com todos que podem abrir esta página"
              checked={choice.compartilhada}
              onChange={(event) => {
                const compartilhada = event.currentTarget.checked;
                setChoice((current) => ({ ...current, compartilhada }));
              }}
            />
            <Checkbox
              label="Usar como padrão"
              description="A página abre com esta visão quando você entra nela sem filtros no endereço."
              checked={choice.padrao}
              onChange={(event) => {
                const padrao = event.currentTarget.checked;
                setChoice((current) => ({ ...current, padrao }));
              }}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
