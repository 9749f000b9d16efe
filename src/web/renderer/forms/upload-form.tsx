/**
 * A form that sends one file (`form.upload`, e.g. the route spreadsheet): a keyboard-reachable file
 * picker checked in the browser (type, size), the upload progress, the outcome kept on the page
 * and, for a refused file, its row errors in a table. An optional template button downloads the
 * file to fill in.
 */
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck, IconFileAlert } from '@tabler/icons-react';
import type { ValueDisplay } from '../../../shared/manifest/manifest-types.ts';
import { apiUpload } from '../../api/http-upload.ts';
import { notifyError, notifySuccess } from '../../api/notify.ts';
import { DownloadProgress, useFileDownload } from '../actions/file-download.tsx';
import { sourceCall } from '../data/source-call.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import { fillLabel, type PlaceholderSource } from '../placeholders.ts';
import { DataTable } from '../table/data-table.tsx';
import { useCanSee } from '../use-can.ts';
import { useWritesDisabled } from '../writes-disabled.ts';
import type { PageForm } from './page-form.ts';
import { fileProblem, megabytes, type PageUpload, uploadFailure, type UploadRowError, uploadStage } from './upload-checks.ts';

type Outcome = { kind: 'success'; message: string } | { kind: 'failure'; message: string; rows: UploadRowError[] };

const errorColumns: readonly ValueDisplay[] = [
  { field: 'row', label: 'Linha', format: 'integer', width: 90 },
  { field: 'column', label: 'Coluna', format: 'text', width: 200 },
  { field: 'message', label: 'Mensagem', format: 'text' },
];

/** Counts in the success message read as pt-BR numbers (1.000). */
function localizedNumbers(answer: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, typeof value === 'number' ? value.toLocaleString('pt-BR') : value]));
}

function UploadProgress({ fraction }: { fraction: number }) {
  const { text, percent } = uploadStage(fraction);
  const indeterminate = percent === undefined;
  return (
    <Stack gap={4}>
      <Progress size="lg" value={percent ?? 100} animated={indeterminate} striped={indeterminate} aria-label={text} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {text}
      </Text>
    </Stack>
  );
}

export interface UploadFormProps {
  form: PageForm;
  upload: PageUpload;
  context: readonly PlaceholderSource[];
}

export function UploadForm({ form, upload, context }: UploadFormProps) {
  const canSee = useCanSee();
  const writesDisabled = useWritesDisabled();
  const queryClient = useQueryClient();
  const template = useFileDownload('Não foi possível baixar o modelo.');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const sending = progress !== undefined;
  const editable = canSee(form.permission) && !writesDisabled;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setOutcome(undefined);
    setProblem(chosen ? fileProblem(chosen, upload) : undefined);
  };

  const send = async () => {
    const call = sourceCall(form.submit, context);
    if (!file || problem || !call) return;
    setOutcome(undefined);
    setProgress(0);
    try {
      const answer = await apiUpload<Record<string, unknown> | undefined>({ ...call, file, field: upload.field ?? 'file' }, setProgress);
      const message = fillLabel(form.successMessage ?? 'Arquivo enviado.', [localizedNumbers(answer ?? {})]);
      notifySuccess(message);
      setOutcome({ kind: 'success', message });
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ['api'] });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const failure = uploadFailure(error, upload.failureMessage);
      notifyError(failure.message);
      setOutcome({ kind: 'failure', ...failure });
    } finally {
      setProgress(undefined);
    }
  };

  const downloadTemplate = () => {
    const call = upload.template ? sourceCall(upload.template.source, context) : undefined;
    if (call) void template.download(call, upload.template?.fileName);
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <FileInput
              style={{ flex: '1 1 320px' }}
              label={upload.label ?? 'Arquivo'}
              description={`Arquivo ${upload.accept.filter((type) => type.startsWith('.')).join(' ou ')} de até ${megabytes(upload.maxBytes)}`}
              placeholder="Selecione o arquivo"
              accept={upload.accept.join(',')}
              value={file}
              onChange={choose}
              error={problem}
              clearable
              clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
              leftSection={<ManifestIcon name="file-spreadsheet" size={18} />}
              disabled={!editable || sending}
            />
            <Button
              leftSection={<ManifestIcon name="upload" size={16} />}
              onClick={() => void send()}
              disabled={!editable || !file || problem !== undefined}
              loading={sending}
            >
              {form.submitLabel ?? 'Enviar'}
            </Button>
            {upload.template && (
              <Button variant="default" leftSection={<ManifestIcon name="download" size={16} />} onClick={downloadTemplate} loading={template.running}>
                {upload.template.label}
              </Button>
            )}
          </Group>
          {!editable && (
            <Text size="sm" c="dimmed">
              Você não tem permissão para enviar arquivos nesta página.
            </Text>
          )}
          <DownloadProgress progress={template.progress} />
          {progress !== undefined && <UploadProgress fraction={progress} />}
        </Stack>
      </Paper>
      {outcome?.kind === 'success' && (
        <Alert color="green" variant="light" title="Arquivo enviado" icon={<IconCircleCheck size={20} />} role="status">
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'failure' && (
        <Alert color="red" variant="light" title="Arquivo recusado" icon={<IconFileAlert size={20} />} role="alert">
          {outcome.message}
        </Alert>
      )}
      {outcome?.kind === 'failure' && outcome.rows.length > 0 && (
        <DataTable columns={errorColumns} rows={outcome.rows} canSee={canSee} label="Erros do arquivo" emptyText="Nenhum erro." />
      )}
    </Stack>
  );
}
