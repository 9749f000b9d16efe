/**
 * The single place that turns outcomes into toasts. Kinds: success, error, warning and
 * primary (info); position, duration and hover pause are set once on <Notifications> at boot.
 */
import { notifications } from '@mantine/notifications';
import { appManifest } from '../manifests/app-manifest.ts';
import { HttpError, statusMessage } from './http-error.ts';

export type ToastKind = 'success' | 'error' | 'warning' | 'primary';

const colours: Record<ToastKind, string> = { success: 'green', error: 'red', warning: 'yellow', primary: 'blue' };

function show(kind: ToastKind, message: string, title?: string): void {
  notifications.show({
    color: colours[kind],
    title,
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Fechar notificação' },
    'data-toast-kind': kind,
  });
}

export function notifySuccess(message: string, title?: string): void {
  show('success', message, title);
}

export function notifyError(message: string, title: string = appManifest.texts.errorTitle): void {
  show('error', message, title);
}

export function notifyWarning(message: string, title?: string): void {
  show('warning', message, title);
}

export function notifyInfo(message: string, title?: string): void {
  show('primary', message, title);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Toast "Erro" with the error's status and text ("Erro 404: <the server's pt-BR message>", or
 * "Erro <status>: <status text>") or,
 * for anything that is not an HTTP error, the caller's fallback (e.g. "Erro ao carregar a página").
 * A cancelled request is not an error the user needs to hear about.
 */
export function notifyHttpError(error: unknown, fallback: string = appManifest.texts.pageLoadError): void {
  if (isAbort(error)) return;
  notifyError(error instanceof HttpError ? statusMessage(error) : fallback);
}
