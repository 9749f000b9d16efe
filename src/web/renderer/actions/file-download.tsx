/**
 * Downloading a file the API builds (exports, reports): the name from Content-Disposition or a
 * manifest fallback ({date} = today), streamed with progress, saved, and reported by toast. The
 * progress bar's code loads at the user's first input (overlays/first-input.ts), before any
 * download can start, not with the page.
 */
import { lazy, Suspense, useState } from 'react';
import { apiDownload, type ApiCall, saveBlob } from '../../api/http-client.ts';
import { notifyHttpError, notifySuccess } from '../../api/notify.ts';
import { loadOnFirstInput } from '../overlays/first-input.ts';
import { fillLabel } from '../placeholders.ts';
import { chunk } from '../../app/code-chunk.ts';

const loadProgress = chunk(() => import('./progress-bar.ts'));
const Progress = lazy(loadProgress);
loadOnFirstInput(loadProgress);

/** Today as YYYY-MM-DD in the user's time zone (sorts well and is valid in file names). */
export function todayStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** undefined: idle; null: running with unknown size; 0..100: percent received. */
export type DownloadProgressValue = number | null | undefined;

export function useFileDownload(failureMessage: string) {
  const [progress, setProgress] = useState<DownloadProgressValue>(undefined);
  const download = async (call: ApiCall, fileNameTemplate?: string) => {
    setProgress(null);
    try {
      const fallbackFileName = fileNameTemplate ? fillLabel(fileNameTemplate, [{ date: todayStamp() }]) : undefined;
      const { fileName, blob } = await apiDownload(call, {
        ...(fallbackFileName ? { fallbackFileName } : {}),
        onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : null),
      });
      saveBlob(fileName, blob);
      notifySuccess(`Arquivo ${fileName} gerado.`);
    } catch (error) {
      notifyHttpError(error, failureMessage);
    } finally {
      setProgress(undefined);
    }
  };
  return { progress, running: progress !== undefined, download };
}

export function DownloadProgress({ progress }: { progress: DownloadProgressValue }) {
  if (progress === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Progress
        size="sm"
        value={progress ?? 100}
        animated={progress === null}
        striped={progress === null}
        aria-label={progress === null ? 'Gerando arquivo' : `Download ${progress}%`}
      />
    </Suspense>
  );
}
