import type { PermissionEntry } from '../../shared/permissions.ts';
import type { ServerConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { OAuthError, type EmbeddedIdp } from '../idp/embedded-idp.ts';
import type { AccessTokenClaims } from '../idp/token-service.ts';
import type { AccessClaims } from './token-verifier.ts';

/** Where the caller's permissions come from: the uma-ticket decision of the authorization server. */
export interface PermissionSource {
  /** The granted entries ([] when the server answers 403 access_denied); throws AppError INVALID_TOKEN / IDENTITY_UNAVAILABLE. */
  permissionsFor(token: string, claims: AccessClaims): Promise<PermissionEntry[]>;
}

/**
 * Embedded mode: the realm's policies evaluated in-process (same answer as the IdP's token endpoint).
 * The session behind the token is checked by the embedded token verifier on every request.
 */
export function embeddedPermissionSource(idp: EmbeddedIdp, config: ServerConfig): PermissionSource {
  return {
    async permissionsFor(_token, claims) {
      try {
        return idp.permissionsFor(claims as AccessTokenClaims, config.auth.audience);
      } catch (error) {
        if (error instanceof OAuthError && error.error === 'access_denied') return [];
        throw error;
      }
    },
  };
}

/** External Keycloak: `grant_type=uma-ticket` with `response_mode=permissions` and the caller's bearer token. */
export function remotePermissionSource(config: ServerConfig, fetchImpl: typeof fetch = fetch): PermissionSource {
  const url = `${config.auth.url}/realms/${encodeURIComponent(config.auth.realm)}/protocol/openid-connect/token`;
  return {
    async permissionsFor(token) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'urn:ietf:params:oauth:grant-type:uma-ticket',
            audience: config.auth.audience,
            response_mode: 'permissions',
          }),
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        throw new AppError('IDENTITY_UNAVAILABLE', { cause: error });
      }
      if (response.status === 403) return [];
      if (response.status === 401) throw new AppError('INVALID_TOKEN');
      if (!response.ok) throw new AppError('IDENTITY_UNAVAILABLE', { cause: new Error(`uma-ticket grant answered ${response.status}`) });
      const body: unknown = await response.json().catch(() => undefined);
      if (!Array.isArray(body)) throw new AppError('IDENTITY_UNAVAILABLE', { cause: new Error('uma-ticket grant did not answer a list') });
      return body.filter((e): e is PermissionEntry => typeof e === 'object' && e !== null && typeof (e as PermissionEntry).rsname === 'string');
    },
  };
}

/**
 * Caches each token's permissions until the token expires (so one page load costs one decision),
 * bounded in size; concurrent requests with the same token share one call; failures are not cached.
 * An entry from an older `revision` (the embedded realm's users edited since) is asked again: the
 * embedded token verifier reads the users' revision from the database on every request before
 * the permissions are asked, so an edit through any instance is seen by the next request. A
 * revoked session never reaches the cache: that same verifier refuses its token first.
 */
export function cachedPermissionSource(source: PermissionSource, maxEntries = 10_000, revision: () => number = () => 0): PermissionSource {
  const cache = new Map<string, { expiresAt: number; revision: number; value: Promise<PermissionEntry[]> }>();
  return {
    permissionsFor(token, claims) {
      const nowSeconds = Date.now() / 1000;
      const hit = cache.get(token);
      if (hit && hit.expiresAt > nowSeconds && hit.revision === revision()) return hit.value;
      if (hit) cache.delete(token);
      const value = source.permissionsFor(token, claims);
      cache.set(token, { expiresAt: claims.exp ?? nowSeconds, revision: revision(), value });
      value.catch(() => cache.delete(token));
      if (cache.size > maxEntries) {
        for (const key of cache.keys()) {
          cache.delete(key);
          if (cache.size <= maxEntries) break;
        }
      }
      return value;
    },
  };
}
