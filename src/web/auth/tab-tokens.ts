/**
 * The tab's tokens, kept in sessionStorage so that a reload resumes its session with keycloak-js's
 * own `init({ token, refreshToken, idToken, timeSkew })`: its session iframe then confirms, against
 * the identity provider's session cookie, that the session the tokens belong to still holds. Without
 * them a reload finds the session with the silent check instead: a hidden iframe to the provider's
 * login endpoint and back, then the exchange of the code for tokens, two more round trips before the
 * page can ask for anything.
 *
 * sessionStorage belongs to the tab and is emptied by logout (clearLocalSession). Stored tokens grant
 * nothing a script on this origin could not already get: the identity provider is served from this
 * same origin, so such a script could run the silent check itself. The CSP keeps out inline script.
 */
import type Keycloak from 'keycloak-js';

export const tabTokensKey = 'vtlog.tokens';

export interface TabTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
  /** keycloak-js's estimate of the server clock minus the browser's, in seconds. */
  timeSkew: number;
}

/** The claims of a JWT (its payload, base64url-encoded JSON), read as keycloak-js reads them. */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null) throw new Error('token sem claims');
  return claims as Record<string, unknown>;
}

/**
 * The session an access token's claims belong to, as keycloak-js names it (`sessionId`, else
 * `subject`): the key the permission list is cached under.
 */
export function sessionIdOf(claims: Readonly<Record<string, unknown>> | undefined): string {
  const sid = claims?.sid;
  const sub = claims?.sub;
  return typeof sid === 'string' ? sid : typeof sub === 'string' ? sub : '';
}

/** Seconds the access token stays valid, on the server's clock as keycloak-js estimates it. */
export function secondsLeft(tokens: TabTokens, now: number = Date.now()): number {
  const { exp } = claimsOf(tokens.token);
  return typeof exp === 'number' ? exp - Math.ceil(now / 1000) + tokens.timeSkew : -1;
}

function isTabTokens(value: unknown): value is TabTokens {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    typeof record.refreshToken === 'string' &&
    (record.idToken === undefined || typeof record.idToken === 'string') &&
    typeof record.timeSkew === 'number'
  );
}

/** The tokens this tab stored, or undefined when it stored none (or something unreadable). */
export function storedTabTokens(): TabTokens | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(tabTokensKey) ?? 'null');
    if (isTabTokens(stored) && typeof claimsOf(stored.token).exp === 'number') return stored;
  } catch {
    // unreadable: dropped below
  }
  sessionStorage.removeItem(tabTokensKey);
  return undefined;
}

/** Keeps keycloak-js's current tokens for the tab's next reload. */
export function storeTabTokens(keycloak: Keycloak): void {
  const { token, refreshToken, idToken, timeSkew } = keycloak;
  if (!token || !refreshToken || timeSkew === null || timeSkew === undefined) return;
  const tokens: TabTokens = { token, refreshToken, idToken, timeSkew };
  sessionStorage.setItem(tabTokensKey, JSON.stringify(tokens));
}
