/**
 * Export toolbar action: downloads the file the API builds for the current filters and sort
 * (every matching row, not just the page), showing the download progress.
 */
import { Button, Stack } from '@mantine/core';
import type { PageAction } from '../../../shared/manifest/manifest-types.ts';
import { sourceCall } from '../data/source-call.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import type { PlaceholderSource } from '../placeholders.ts';
import { DownloadProgress, useFileDownload } from './file-download.tsx';

export interface ExportActionProps {
  action: PageAction;
  /** The filters and sort to export, read when the button is pressed. */
  body: () => Promise<Readonly<Record<string, unknown>>>;
  context: readonly PlaceholderSource[];
}

export function ExportAction({ action, body, context }: ExportActionProps) {
  const { progress, running, download } = useFileDownload('Não foi possível exportar o arquivo.');

  const run = async () => {
    const call = action.source ? sourceCall(action.source, context, await body()) : undefined;
    if (call) void download(call, action.fileName);
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
      <DownloadProgress progress={progress} />
    </Stack>
  );
}
