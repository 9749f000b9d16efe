/**
 * Where the HTTP client sends requests and how it authenticates them. Set once at boot (after
 * sign-in) so every page and component shares the same client without passing it around.
 */
export interface ApiSettings {
  /** Absolute base URL of the API, without a trailing slash (from /config.json `apiBaseUrl`). */
  baseUrl: string;
  /** A valid access token, refreshed when it is about to expire. */
  token: () => Promise<string>;
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
