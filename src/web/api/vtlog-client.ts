/**
 * The typed client of the VTLog API for hand-written calls: openapi-fetch over the types generated from
 * the OpenAPI snapshot (vtlog-api.generated.ts), so a call whose path, parameters, body or answer no
 * longer match the API fails `npm run typecheck`. It follows apiFetch's rules (request-parts.ts): the
 * API base and bearer token from the boot settings, the same query cleaning, a failed answer thrown as
 * HttpError (a 401 tells the auth layer), no connection as status 0, an abort left an AbortError.
 * Manifest-driven calls, whose paths are only known at runtime, stay on apiFetch.
 *
 * @example
 * const receipt = await dataOf(vtlogApi().GET('/receipt/details/{id}', { params: { path: { id: 7 } }, signal }));
 */
import createClient, { type Client, type ClientPathsWithMethod, type MethodResponse, type Middleware } from 'openapi-fetch';
import { apiSettings, type ApiSettings } from './api-settings.ts';
import { toQueryString } from './clean-query.ts';
import { HttpError, networkErrorMessage } from './http-error.ts';
import { authorizationHeader, errorFromResponse } from './request-parts.ts';
import type { paths } from './vtlog-api.generated.ts';

type VtlogClient = Client<paths>;
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The success answer of an operation, for the types the SPA passes around, e.g. `ApiAnswer<'get', '/receipt/details/{id}'>`. */
export type ApiAnswer<M extends Method, P extends ClientPathsWithMethod<VtlogClient, M>> = MethodResponse<VtlogClient, M, P>;

/** The JSON body an operation takes, e.g. `ApiBody<'put', '/receipt/{id}/answers'>`. */
export type ApiBody<M extends Method, P extends ClientPathsWithMethod<VtlogClient, M>> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** apiFetch's rules, as openapi-fetch middleware (its documented way to add headers and handle failures). */
const apiFetchRules: Middleware = {
  async onRequest({ request }) {
    request.headers.set('Authorization', await authorizationHeader());
    return request;
  },
  async onResponse({ response }) {
    if (!response.ok) throw await errorFromResponse(response);
  },
  // A cancelled request stays an AbortError (TanStack Query drops it quietly); any other fetch failure is no connection.
  onError({ request }) {
    return request.signal.aborted ? undefined : new HttpError(networkErrorMessage, 0, undefined);
  },
};

let current: { settings: ApiSettings; client: VtlogClient } | undefined;

/** The client for the API configured at boot (configureApi); made again when the settings change. */
export function vtlogApi(): VtlogClient {
  const settings = apiSettings();
  if (current?.settings !== settings) {
    const client = createClient<paths>({ baseUrl: settings.baseUrl, headers: { Accept: 'application/json' }, querySerializer: toQueryString });
    client.use(apiFetchRules);
    current = { settings, client };
  }
  return current.client;
}

/**
 * The answer's data. A failure never gets here (the middleware throws it as HttpError), so what is
 * left of openapi-fetch's `{ data } | { error }` is the data.
 */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}
