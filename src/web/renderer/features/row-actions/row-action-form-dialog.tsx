/**
 * The form dialog of a row action: RJSF form (initial values from the row), CANCELAR / CONFIRMAR.
 * CONFIRMAR waits for the form: until its validator has loaded there is no form to submit.
 */
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { appManifest } from '../../../manifests/app-manifest.ts';
import type { VtlogFormContext } from '../../rjsf/form-context.ts';
import { useFormValidator } from '../../rjsf/use-form-validator.ts';
import { DeferredModal } from '../../overlays/deferred-modal.tsx';
import { VtlogForm } from '../../rjsf/vtlog-form.tsx';
import { initialFormValues, type RowAction, rowActionText, type RowRecord } from './row-action-call.ts';

export interface RowActionFormDialogProps {
  action: RowAction;
  row: RowRecord;
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
}

export function RowActionFormDialog({ action, row, onCancel, onSubmit }: RowActionFormDialogProps) {
  return (
    <DeferredModal
      opened
      onClose={onCancel}
      title={rowActionText(action.dialogTitle, row)}
      centered
      size={action.form?.size ?? 'md'}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <RowActionForm action={action} row={row} onCancel={onCancel} onSubmit={onSubmit} />
    </DeferredModal>
  );
}

/**
 * The dialog's content, drawn with the dialog: its validator starts loading as the dialog opens
 * (which then focuses CANCELAR, the form not being there yet, as it does whenever its code has to load).
 */
function RowActionForm({ action, row, onCancel, onSubmit }: RowActionFormDialogProps) {
  const [values, setValues] = useState(() => initialFormValues(action, row));
  const [sending, setSending] = useState(false);
  const formId = `row-action-${action.id}`;
  const message = rowActionText(action.message, row);
  const formContext: VtlogFormContext = { lookups: action.form?.lookups ?? {} };
  const schema = action.form?.schema as RJSFSchema;
  const formReady = useFormValidator(schema).status === 'ready';

  return (
    <Stack gap="sm">
      {message && <Text size="sm">{message}</Text>}
      <VtlogForm
        id={formId}
        // Its own ids: the page's filter form (root_*) may have fields of the same name.
        idPrefix={formId}
        schema={schema}
        uiSchema={{ ...(action.form?.uiSchema as UiSchema | undefined), 'ui:submitButtonOptions': { norender: true } }}
        formData={values}
        formContext={formContext}
        disabled={sending}
        onChange={(event) => setValues((event.formData ?? {}) as Record<string, unknown>)}
        onSubmit={async (event) => {
          setSending(true);
          try {
            await onSubmit((event.formData ?? {}) as Record<string, unknown>);
          } finally {
            setSending(false);
          }
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={sending}>
          {appManifest.texts.cancelLabel}
        </Button>
        <Button type="submit" form={formId} loading={sending} disabled={!formReady}>
          {appManifest.texts.confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
