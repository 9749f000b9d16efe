import { apiSettings } from './api-settings.ts';
import { toQueryString } from './clean-query.ts';
import { HttpError, httpErrorFrom, isRetryable, networkErrorMessage, parseErrorText } from './http-error.ts';

/** One API call, as pages and components describe it (manifest `source` + runtime values). */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the API base, e.g. `/vehicle/list`. */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Extra attempts after a failure worth retrying (0 for most, 1 for vehicle details). */
  retry?: number;
  signal?: AbortSignal;
  /** Sent even if the page goes away meanwhile (a write made just before a reload or a closed tab). */
  keepalive?: boolean;
}

export function requestUrl(call: ApiCall): string {
  const path = call.path.startsWith('/') ? call.path : `/${call.path}`;
  return `${apiSettings().baseUrl}${path}${toQueryString(call.query)}`;
}

/** The Authorization header: at once while the token is fresh (see AccessToken), else once refreshed. */
export function authorizationHeader(): string | Promise<string> {
  const token = apiSettings().token();
  return typeof token === 'string' ? `Bearer ${token}` : token.then((value) => `Bearer ${value}`);
}

/** The HttpError of a failed answer; a 401 also tells the auth layer that the API refused the token. */
export function answerError(status: number, statusText: string, bodyText: string): HttpError {
  if (status === 401) apiSettings().onTokenRefused?.();
  return httpErrorFrom(status, statusText, parseErrorText(bodyText));
}

/** Turns a non-2xx fetch response into an HttpError, reading its body once. */
export async function errorFromResponse(response: Response): Promise<HttpError> {
  return answerError(response.status, response.statusText, await response.text().catch(() => ''));
}

/** `fetch`, with "no connection" mapped to HttpError status 0 (an abort stays an AbortError). */
export async function fetchOrNetworkError(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new HttpError(networkErrorMessage, 0, undefined);
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Runs `attempt` once plus `retries` more times while the failure is worth retrying. */
export async function withRetry<T>(attempt: () => Promise<T>, retries: number, signal: AbortSignal | undefined): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= retries || signal?.aborted || !isRetryable(error)) throw error;
      await pause(300 * 2 ** tried, signal);
    }
  }
}
