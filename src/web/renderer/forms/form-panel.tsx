/**
 * The panel of a manifest form whose values stay on screen between submits (download and result
 * forms): RJSF with the form's schema, uiSchema and lookups, the buttons, and a download progress bar.
 */
import { useMemo, type ReactNode, type Ref } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import type Form from '@rjsf/core';
import type { Experimental_DefaultFormStateBehavior, RJSFSchema, UiSchema } from '@rjsf/utils';
import { DownloadProgress, type DownloadProgressValue } from '../actions/file-download.tsx';
import type { VtlogFormContext } from '../rjsf/form-context.ts';
import { VtlogForm } from '../rjsf/vtlog-form.tsx';
import type { PageForm } from './page-form.ts';

export type FormValues = Record<string, unknown>;

export interface FormPanelProps {
  form: PageForm;
  values: FormValues;
  onChange: (values: FormValues) => void;
  onSubmit: (values: FormValues) => void;
  progress: DownloadProgressValue;
  /** The RJSF form, for buttons that validate it themselves. */
  formRef?: Ref<Form>;
  /** How RJSF fills the initial values (its defaults unless given). */
  defaults?: Experimental_DefaultFormStateBehavior;
  /** The buttons, right-aligned under the fields (one of them type="submit"). */
  children: ReactNode;
}

export function FormPanel({ form, values, onChange, onSubmit, progress, formRef, defaults, children }: FormPanelProps) {
  const formContext = useMemo<VtlogFormContext>(() => ({ lookups: form.lookups ?? {}, values }), [form.lookups, values]);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <VtlogForm
          ref={formRef}
          schema={form.schema as RJSFSchema}
          uiSchema={(form.uiSchema ?? {}) as UiSchema}
          formData={values}
          formContext={formContext}
          experimental_defaultFormStateBehavior={defaults}
          onChange={(event) => onChange((event.formData ?? {}) as FormValues)}
          onSubmit={(event) => onSubmit((event.formData ?? {}) as FormValues)}
        >
          <Group justify="flex-end" mt="md">
            {children}
          </Group>
        </VtlogForm>
        <DownloadProgress progress={progress} />
      </Stack>
    </Paper>
  );
}
