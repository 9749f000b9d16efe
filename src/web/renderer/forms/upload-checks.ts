/**
 * The pure rules of a form upload (`form.upload`): what the browser checks before sending, how
 * the progress reads, and how a failed answer becomes the text and the row errors shown.
 */
import type { PageForm } from './page-form.ts';
import { HttpError } from '../../api/http-error.ts';

export type PageUpload = NonNullable<PageForm['upload']>;

/** One row error of a refused file, as the API lists them in `details.errors`. */
export type UploadRowError = { row: number; column: string; message: string };

const megabyteFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 5242880 -> "5 MB". */
export function megabytes(bytes: number): string {
  return `${megabyteFormat.format(bytes / (1024 * 1024))} MB`;
}

/** Whether the file's name extension or MIME type is one of the accepted ones. */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  return accept.some((type) => (type.startsWith('.') ? name.endsWith(type) : file.type === type));
}

/** What is wrong with a chosen file before sending it, or undefined when it may go. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, upload: PageUpload): string | undefined {
  if (!isAccepted(file, upload.accept)) return upload.failureMessage;
  if (file.size > upload.maxBytes) return `O arquivo passa do limite de ${megabytes(upload.maxBytes)}.`;
  return undefined;
}

function rowErrors(body: unknown): UploadRowError[] {
  const errors = (body as { details?: { errors?: unknown } } | null)?.details?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is UploadRowError =>
      typeof e === 'object' && e !== null && typeof e.row === 'number' && typeof e.column === 'string' && typeof e.message === 'string',
  );
}

/** The server's text when it sent one, else the manifest's failure message; plus its row errors. */
export function uploadFailure(error: unknown, failureMessage: string): { message: string; rows: UploadRowError[] } {
  if (!(error instanceof HttpError)) return { message: failureMessage, rows: [] };
  const serverText = (error.body as { message?: unknown } | null)?.message;
  return { message: typeof serverText === 'string' && serverText.trim() !== '' ? serverText : failureMessage, rows: rowErrors(error.body) };
}

/** Words and bar for the upload: a measured percentage while bytes go out, otherwise an indeterminate bar. */
export function uploadStage(fraction: number): { text: string; percent: number | undefined } {
  // Past 100% sent the server is still reading the file.
  if (fraction >= 1) return { text: 'Processando o arquivo…', percent: undefined };
  // Nothing measured yet (the browser may report no upload progress at all): an empty bar would be invisible.
  if (fraction <= 0) return { text: 'Enviando o arquivo…', percent: undefined };
  const percent = Math.round(fraction * 100);
  return { text: `Enviando o arquivo: ${percent}%`, percent };
}
