/**
 * A form whose submit answers with a file (`form.download`, e.g. a report's filters -> xlsx): RJSF
 * validates, the values go as the body, the file is saved; the values stay for the next download.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { DownloadProgress, useFileDownload } from '../actions/file-download.tsx';
import { sourceCall } from '../data/source-call.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import type { VtlogFormContext } from '../rjsf/form-context.ts';
import { VtlogForm } from '../rjsf/vtlog-form.tsx';

export type PageForm = NonNullable<PageManifest['form']>;

export function DownloadForm({ form, context }: { form: PageForm; context: readonly PlaceholderSource[] }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const file = useFileDownload('Não foi possível gerar o arquivo.');
  const formContext = useMemo<VtlogFormContext>(() => ({ lookups: form.lookups ?? {} }), [form.lookups]);

  const submit = (body: Record<string, unknown>) => {
    const call = sourceCall(form.submit, context, body);
    if (call) void file.download(call, form.download?.fileName);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <VtlogForm
          schema={form.schema as RJSFSchema}
          uiSchema={(form.uiSchema ?? {}) as UiSchema}
          formData={values}
          formContext={formContext}
          onChange={(event) => setValues((event.formData ?? {}) as Record<string, unknown>)}
          onSubmit={(event) => submit((event.formData ?? {}) as Record<string, unknown>)}
        >
          <Group justify="flex-end" mt="md">
            <Button type="submit" leftSection={<ManifestIcon name="download" size={16} />} loading={file.running}>
              {form.submitLabel ?? 'Baixar'}
            </Button>
          </Group>
        </VtlogForm>
        <DownloadProgress progress={file.progress} />
      </Stack>
    </Paper>
  );
}
