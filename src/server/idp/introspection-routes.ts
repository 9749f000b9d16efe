import type { FastifyInstance } from 'fastify';
import { authenticateClient } from './client-authentication.ts';
import { OAuthError, type EmbeddedIdp } from './embedded-idp.ts';
import { param, sendJson, sendOAuthError } from './idp-http.ts';
import { claimedKind, TokenRejected } from './token-service.ts';

/** The hints Keycloak has introspection providers for; the token's own `typ` decides how it is checked. */
const TOKEN_TYPE_HINTS = new Set(['access_token', 'refresh_token', 'requesting_party_token']);

/**
 * RFC 7662 token introspection at Keycloak's path, for gateways and backends holding a
 * confidential client: `{ active: true, ...claims, client_id, username, token_type }` for a token
 * still good, `{ active: false }` for anything else (expired, signed out, revoked, another realm's,
 * not a token), without saying why (RFC 7662 §2.2).
 */
export function introspectionRoutes(app: FastifyInstance, idp: EmbeddedIdp): void {
  app.post(`/realms/${idp.realm.name}/protocol/openid-connect/token/introspect`, async (request, reply) => {
    try {
      const client = authenticateClient(idp, request);
      // As Keycloak's TokenIntrospectionEndpoint: a public client proves nothing, so learns nothing.
      if (client.publicClient) throw new OAuthError(403, 'invalid_request', 'Client not allowed.');
      const token = param(request, 'token');
      if (!token) throw new OAuthError(400, 'invalid_request', 'Token not provided.');
      const hint = param(request, 'token_type_hint');
      if (hint !== undefined && !TOKEN_TYPE_HINTS.has(hint)) throw new OAuthError(400, 'invalid_request', 'Unsupported token type.');
      return sendJson(reply, 200, (await introspect(idp, token, idp.originFor(request))) ?? { active: false });
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  });
}

/**
 * The token's claims when the API and the token endpoint would still take it now: an access token
 * whose SSO session is active (or whose service account is still enabled), or the refresh token
 * its client may still use in its session; in both cases of a client still enabled.
 */
async function introspect(idp: EmbeddedIdp, token: string, origin: string): Promise<Record<string, unknown> | undefined> {
  try {
    const kind = claimedKind(token);
    if (kind === 'Bearer') {
      const { claims } = await idp.verifyAccessToken(token, origin);
      if (!idp.client(claims.azp)) return undefined;
      return { ...claims, client_id: claims.azp, username: claims.preferred_username, token_type: kind, active: true };
    }
    if (kind === 'Refresh') {
      const claims = await idp.tokens.verify(token, idp.issuerFor(origin), kind);
      const { sid, azp } = claims;
      if (typeof sid !== 'string' || typeof azp !== 'string' || !idp.client(azp)) return undefined;
      const user = await idp.sessionUser({ sub: claims.sub ?? '', sid });
      const current = await idp.store.currentRefreshToken(sid, azp);
      // With rotation only the latest token of the grant refreshes; without it, any until revoked.
      const usable = current !== undefined && (!idp.realm.revokeRefreshToken || current === claims.jti);
      if (!user || !usable) return undefined;
      return { ...claims, client_id: azp, username: user.username, token_type: kind, active: true };
    }
    return undefined;
  } catch (error) {
    if (error instanceof TokenRejected) return undefined;
    throw error;
  }
}
