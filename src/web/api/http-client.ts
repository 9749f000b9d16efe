/**
 * The HTTP client of the manifest-driven calls (sources, forms, actions, files), whose paths are only
 * known at runtime: API base from /config.json, bearer token refreshed when needed, query cleaning,
 * per-call retry, one error type. Hand-written calls use the typed client (vtlog-client.ts), which
 * follows the same rules (request-parts.ts).
 */
import { type ApiCall, authorizationHeader, errorFromResponse, fetchOrNetworkError, requestUrl, withRetry } from './request-parts.ts';
import { fileNameFromDisposition } from './content-disposition.ts';

export type { ApiCall } from './request-parts.ts';
export { HttpError } from './http-error.ts';

async function send(call: ApiCall, accept: string): Promise<Response> {
  // No await while the token is fresh: the request leaves now, not after the task under way (a page's first draw).
  const authorization = authorizationHeader();
  const headers: Record<string, string> = { Accept: accept, Authorization: typeof authorization === 'string' ? authorization : await authorization };
  const init: RequestInit = { method: call.method, headers };
  if (call.signal) init.signal = call.signal;
  if (call.keepalive) init.keepalive = true;
  if (call.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  const response = await fetchOrNetworkError(requestUrl(call), init);
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  }
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

/** JSON in, JSON out (text answers such as the inspection report's HTML come back as a string). */
export function apiFetch<T>(call: ApiCall): Promise<T> {
  return withRetry(async () => (await readBody(await send(call, 'application/json, text/*;q=0.9'))) as T, call.retry ?? 0, call.signal);
}

async function readWithProgress(response: Response, onProgress: (loaded: number, total?: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks, { type });
}

/** A file answer (exports, reports): the name from Content-Disposition, the body streamed for progress. */
export function apiDownload(
  call: ApiCall,
  options: { fallbackFileName?: string; onProgress?: (loadedBytes: number, totalBytes?: number) => void } = {},
): Promise<{ fileName: string; blob: Blob }> {
  return withRetry(
    async () => {
      const response = await send(call, '*/*');
      const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? options.fallbackFileName ?? 'arquivo';
      const blob = options.onProgress ? await readWithProgress(response, options.onProgress) : await response.blob();
      return { fileName, blob };
    },
    call.retry ?? 0,
    call.signal,
  );
}

/** Hands a downloaded file to the browser's save mechanism. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
