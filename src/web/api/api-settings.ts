/**
 * Where the HTTP client sends requests and how it authenticates them. Set once at boot (after
 * sign-in) so every page and component shares the same client without passing it around.
 */
/**
 * A valid access token: at once while the current one stays valid a while longer (a request then
 * leaves without waiting for another task, even in the middle of a page's first draw), else once
 * it has been refreshed.
 */
export type AccessToken = () => string | Promise<string>;

export interface ApiSettings {
  /** Absolute base URL of the API, without a trailing slash (from /config.json `apiBaseUrl`). */
  baseUrl: string;
  token: AccessToken;
  /** Told when the API refuses the token (401), e.g. the identity provider lost the session in a restart. */
  onTokenRefused?: () => void;
}

let current: ApiSettings | undefined;

export function configureApi(settings: ApiSettings): void {
  current = { ...settings, baseUrl: settings.baseUrl.replace(/\/+$/, '') };
}

export function apiSettings(): ApiSettings {
  if (!current) throw new Error('HTTP client used before configureApi() ran at boot.');
  return current;
}
