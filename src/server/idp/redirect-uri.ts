import type { RealmClient } from './realm-types.ts';

/**
 * Characters a redirect URI may not hold: controls (CR/LF would split the Location header), Unicode
 * spaces and line separators, and `\`. URL parsers disagree on them (WHATWG drops tabs and newlines
 * and reads `\` as `/`, so `http://localhost:8080\@evil.example/` is localhost to one parser and
 * evil.example to another); Keycloak, which parses redirect URIs as java.net.URI, refuses them too.
 */
const UNSAFE = /[\p{Cc}\p{Z}\\]/u;

/**
 * Keycloak's redirect URI rules (RedirectUtils.verifyRedirectUri): a registered URI matches
 * exactly, or, when it ends in `*`, as a prefix (the query of the candidate is then ignored).
 * Relative registered URIs (`/*`) are relative to the identity provider's own origin. The
 * candidate's fragment takes no part in the match (keycloak-js sends `location.href`, so a deep
 * link such as `/page#main` arrives with it; see `withResponseParams`). URIs with user info, with
 * an unsafe character or that do not parse are refused; registered URIs never hold a fragment.
 *
 * Answers the URI to redirect to: the candidate as the URL parser normalised it for the match
 * (`URL.href`, percent-encoded ASCII, fragment included), so what was checked is what is sent and
 * the Location header can always be written. Undefined when the candidate is refused.
 */
export function validRedirectUri(candidate: string, registered: readonly string[], ownOrigin: string): string | undefined {
  if (UNSAFE.test(candidate)) return undefined;
  const parsed = parseAbsolute(splitFragment(candidate).base);
  if (!parsed) return undefined;
  const normalized = parsed.href;
  const withoutQuery = `${parsed.origin}${parsed.pathname}`;
  const matches = registered.some((pattern) => {
    const absolute = pattern.startsWith('/') ? ownOrigin + pattern : pattern;
    if (absolute.endsWith('*')) {
      const prefix = absolute.slice(0, -1);
      return withoutQuery.startsWith(parseAbsolute(prefix)?.href ?? prefix);
    }
    const exact = parseAbsolute(absolute);
    return exact !== undefined && exact.href === normalized;
  });
  // Parsed again with its fragment, which comes back percent-encoded (empty `#` kept).
  return matches ? new URL(candidate).href : undefined;
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
