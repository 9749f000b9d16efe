import type { FastifyInstance } from 'fastify';
import { authenticateClient } from './client-authentication.ts';
import { OAuthError, type EmbeddedIdp } from './embedded-idp.ts';
import { applyCors, param, preflight, sendOAuthError } from './idp-http.ts';
import type { RealmClient } from './realm-types.ts';
import { claimedKind, TokenRejected } from './token-service.ts';

/**
 * RFC 7009 token revocation at Keycloak's path. Clients authenticate as on the token endpoint
 * (public clients name themselves). Revoking a refresh token ends the client's refresh tokens in
 * that SSO session, its family included (Keycloak detaches the client from the session); the
 * session and the access tokens already issued live on until they expire. A token that is not
 * (or no longer) valid needs nothing done: 200, as the RFC says.
 */
export function revocationRoutes(app: FastifyInstance, idp: EmbeddedIdp): void {
  const path = `/realms/${idp.realm.name}/protocol/openid-connect/revoke`;
  app.options(path, preflight(idp, 'POST, OPTIONS'));
  app.post(path, async (request, reply) => {
    applyCors(idp, request, reply);
    try {
      const client = authenticateClient(idp, request);
      const token = param(request, 'token');
      if (!token) throw new OAuthError(400, 'invalid_request', 'Token not provided');
      // The token's own `typ` says what it is, so a hint (RFC 7009 §2.1) only has to name a known kind.
      const hint = param(request, 'token_type_hint');
      if (hint !== undefined && hint !== 'access_token' && hint !== 'refresh_token') {
        throw new OAuthError(400, 'unsupported_token_type', 'Unsupported token_type_hint');
      }
      await revoke(idp, client, token, idp.originFor(request));
      return reply.code(200).header('cache-control', 'no-store').send();
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  });
}

async function revoke(idp: EmbeddedIdp, client: RealmClient, token: string, origin: string): Promise<void> {
  const kind = claimedKind(token);
  if (kind === undefined) return;
  let claims;
  try {
    claims = await idp.tokens.verify(token, idp.issuerFor(origin), kind);
  } catch (error) {
    if (error instanceof TokenRejected) return;
    throw error;
  }
  if (claims.azp !== client.clientId) throw new OAuthError(400, 'invalid_request', 'Unmatching clients');
  // Access tokens are self-contained JWTs the API checks against their session: revoking one alone
  // would need a list of revoked ids the embedded server does not keep (RFC 7009 §2.2.1 allows saying so).
  if (kind !== 'Refresh') throw new OAuthError(400, 'unsupported_token_type', 'Unsupported token type');
  if (typeof claims.sid === 'string') await idp.store.revokeRefreshTokens(claims.sid, client.clientId);
}
