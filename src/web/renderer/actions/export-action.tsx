/**
 * Export toolbar action: downloads the file the API builds for the current filters and sort
 * (every matching row, not just the page), showing the download progress.
 */
import { useState } from 'react';
import { Button, Progress, Stack } from '@mantine/core';
import type { PageAction } from '../../../shared/manifest/manifest-types.ts';
import { apiDownload, saveBlob } from '../../api/http-client.ts';
import { notifyHttpError, notifySuccess } from '../../api/notify.ts';
import { sourceCall } from '../data/source-call.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import { fillLabel, type PlaceholderSource } from '../placeholders.ts';

/** Today as YYYY-MM-DD in the user's time zone (sorts well and is valid in file names). */
export function todayStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ExportAction({ action, body, context }: { action: PageAction; body: Readonly<Record<string, unknown>>; context: readonly PlaceholderSource[] }) {
  // undefined: idle; null: running with unknown size; 0..100: percent received.
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const running = progress !== undefined;

  const run = async () => {
    const call = action.source ? sourceCall(action.source, context, body) : undefined;
    if (!call) return;
    setProgress(null);
    try {
      const fallbackFileName = action.fileName ? fillLabel(action.fileName, [{ date: todayStamp() }]) : undefined;
      const { fileName, blob } = await apiDownload(call, {
        ...(fallbackFileName ? { fallbackFileName } : {}),
        onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : null),
      });
      saveBlob(fileName, blob);
      notifySuccess(`Arquivo ${fileName} gerado.`);
    } catch (error) {
      notifyHttpError(error, 'Não foi possível exportar o arquivo.');
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Stack gap={4}>
      <Button
        variant="light"
        leftSection={action.icon ? <ManifestIcon name={action.icon} size={16} /> : undefined}
        loading={running}
        onClick={() => void run()}
      >
        {action.label}
      </Button>
      {running && (
        <Progress
          size="sm"
          value={progress ?? 100}
          animated={progress === null}
          striped={progress === null}
          aria-label={progress === null ? 'Gerando arquivo' : `Download ${progress}%`}
        />
      )}
    </Stack>
  );
}
