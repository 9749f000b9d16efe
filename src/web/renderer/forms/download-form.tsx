/**
 * A form whose submit answers with a file (`form.download`, e.g. a report's filters -> xlsx): RJSF
 * validates, the values go as the body, the file is saved; the values stay for the next download.
 */
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useFileDownload } from '../actions/file-download.tsx';
import { sourceCall } from '../data/source-call.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import { FormPanel, type FormValues } from './form-panel.tsx';
import type { PageForm } from './page-form.ts';

export function DownloadForm({ form, context }: { form: PageForm; context: readonly PlaceholderSource[] }) {
  const [values, setValues] = useState<FormValues>({});
  const file = useFileDownload('Não foi possível gerar o arquivo.');

  const submit = (body: FormValues) => {
    const call = sourceCall(form.submit, context, body);
    if (call) void file.download(call, form.download?.fileName);
  };

  return (
    <FormPanel form={form} values={values} onChange={setValues} onSubmit={submit} progress={file.progress}>
      <Button type="submit" leftSection={<ManifestIcon name="download" size={16} />} loading={file.running}>
        {form.submitLabel ?? 'Baixar'}
      </Button>
    </FormPanel>
  );
}
