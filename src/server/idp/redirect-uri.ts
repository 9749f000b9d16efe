import type { RealmClient } from './realm-types.ts';

/**
 * Keycloak's redirect URI rules (RedirectUtils.verifyRedirectUri): a registered URI matches
 * exactly, or, when it ends in `*`, as a prefix (the query of the candidate is then ignored).
 * Relative registered URIs (`/*`) are relative to the identity provider's own origin. The
 * candidate's fragment takes no part in the match (keycloak-js sends `location.href`, so a deep
 * link such as `/page#main` arrives with it; see `withResponseParams`). URIs with user info or
 * that do not parse are refused; registered URIs never hold a fragment.
 */
export function isValidRedirectUri(candidate: string, registered: readonly string[], ownOrigin: string): boolean {
  const parsed = parseAbsolute(splitFragment(candidate).base);
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

/** `uri` without its `#fragment`, and the fragment (undefined when there is none). */
export function splitFragment(uri: string): { base: string; fragment: string | undefined } {
  const hash = uri.indexOf('#');
  return hash < 0 ? { base: uri, fragment: undefined } : { base: uri.slice(0, hash), fragment: uri.slice(hash + 1) };
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
