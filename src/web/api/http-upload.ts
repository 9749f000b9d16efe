import { type ApiCall, answerError, authorizationHeader, requestUrl, withRetry } from './request-parts.ts';
import { HttpError, networkErrorMessage } from './http-error.ts';

function formData(call: ApiCall & { file: File; field?: string }): FormData {
  const form = new FormData();
  if (typeof call.body === 'object' && call.body !== null) {
    for (const [key, value] of Object.entries(call.body as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  form.append(call.field ?? 'file', call.file, call.file.name);
  return form;
}

function parseAnswer(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('Content-Type') ?? '';
  if (xhr.status === 204 || xhr.responseText === '') return undefined;
  return type.includes('json') ? (JSON.parse(xhr.responseText) as unknown) : xhr.responseText;
}

/**
 * Multipart upload (e.g. POST /transportroute/import, field `file`). XHR rather than fetch because
 * only XHR reports upload progress; `onProgress` receives 0..1.
 */
export function apiUpload<T>(call: ApiCall & { file: File; field?: string }, onProgress?: (fraction: number) => void): Promise<T> {
  const attempt = async (): Promise<T> => {
    const authorization = await authorizationHeader();
    return new Promise<T>((resolve, reject) => {
      if (call.signal?.aborted) {
        reject(call.signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(call.method, requestUrl(call));
      xhr.setRequestHeader('Authorization', authorization);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(parseAnswer(xhr) as T);
        } else {
          reject(answerError(xhr.status, xhr.statusText, xhr.responseText));
        }
      };
      xhr.onerror = () => reject(new HttpError(networkErrorMessage, 0, undefined));
      xhr.onabort = () => reject(call.signal?.reason ?? new DOMException('Envio cancelado.', 'AbortError'));
      call.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      onProgress?.(0);
      xhr.send(formData(call));
    });
  };
  return withRetry(attempt, call.retry ?? 0, call.signal);
}
