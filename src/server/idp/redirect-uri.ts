import type { RealmClient } from './realm-types.ts';

/**
 * Keycloak's redirect URI rules (RedirectUtils.verifyRedirectUri): a registered URI matches
 * exactly, or, when it ends in `*`, as a prefix (the query of the candidate is then ignored).
 * Relative registered URIs (`/*`) are relative to the identity provider's own origin. URIs with a
 * fragment, user info or that do not parse are refused.
 */
export function isValidRedirectUri(candidate: string, registered: readonly string[], ownOrigin: string): boolean {
  const parsed = parseAbsolute(candidate);
  if (!parsed) return false;
  const normalized = parsed.href;
  const withoutQuery = `${parsed.origin}${parsed.pathname}`;
  return registered.some((pattern) => {
    const absolute = pattern.startsWith('/') ? ownOrigin + pattern : pattern;
    if (absolute.endsWith('*')) {
      const prefix = absolute.slice(0, -1);
      return withoutQuery.startsWith(parseAbsolute(prefix)?.href ?? prefix);
    }
    const exact = parseAbsolute(absolute);
    return exact !== undefined && exact.href === normalized;
  });
}

/** Origins allowed for CORS and the login-status iframe: `webOrigins`, with `+` meaning the redirect URIs' origins. */
export function allowedOrigins(client: RealmClient, ownOrigin: string): string[] {
  const origins = new Set<string>();
  for (const entry of client.webOrigins) {
    if (entry === '+') {
      for (const uri of client.redirectUris) {
        const parsed = parseAbsolute(uri.startsWith('/') ? ownOrigin + uri.replace(/\*$/, '') : uri.replace(/\*$/, ''));
        if (parsed) origins.add(parsed.origin);
      }
    } else if (entry === '*') {
      origins.add('*');
    } else {
      origins.add(entry.replace(/\/$/, ''));
    }
  }
  return [...origins];
}

export function isAllowedOrigin(origin: string, client: RealmClient, ownOrigin: string): boolean {
  const allowed = allowedOrigins(client, ownOrigin);
  return allowed.includes('*') || allowed.includes(origin);
}

function parseAbsolute(value: string): URL | undefined {
  if (value.includes('#')) return undefined;
  try {
    const url = new URL(value);
    if (url.username || url.password) return undefined;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url;
  } catch {
    return undefined;
  }
}
