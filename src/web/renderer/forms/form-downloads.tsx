/**
 * The extra download buttons of a form (`form.downloads`): each validates the form, posts its current
 * values to its own call and saves the file with the shared download logic (name, progress, toast).
 * Fixed body values may use {clientTimeZone}, the browser's IANA time zone.
 */
import { Button } from '@mantine/core';
import type { PlaceholderSource } from '../placeholders.ts';
import { sourceCall } from '../data/source-call.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import type { CanSee } from '../use-can.ts';
import type { useFileDownload } from '../actions/file-download.tsx';
import type { PageForm } from './page-form.ts';

export type FormDownload = NonNullable<PageForm['downloads']>[number];

/** Values only the browser knows, for {placeholders} of a download's fixed body. */
export function browserPlaceholders(): PlaceholderSource {
  return { clientTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

export interface FormDownloadsProps {
  downloads: readonly FormDownload[];
  canSee: CanSee;
  context: readonly PlaceholderSource[];
  values: Readonly<Record<string, unknown>>;
  /** Validates the form (showing its errors); false stops the download. */
  validate: () => boolean;
  file: ReturnType<typeof useFileDownload>;
}

export function FormDownloads({ downloads, canSee, context, values, validate, file }: FormDownloadsProps) {
  const start = (download: FormDownload) => {
    if (!validate()) return;
    const call = sourceCall(download.source, [...context, browserPlaceholders()], values);
    if (call) void file.download(call, download.fileName);
  };
  return downloads
    .filter((download) => canSee(download.permission))
    .map((download) => (
      <Button
        key={download.id}
        variant="default"
        leftSection={<ManifestIcon name={download.icon ?? 'download'} size={16} />}
        loading={file.running}
        onClick={() => start(download)}
      >
        {download.label}
      </Button>
    ));
}
