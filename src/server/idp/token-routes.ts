import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateClient } from './client-authentication.ts';
import { clientCredentialsGrant } from './client-credentials-grant.ts';
import { OAuthError, type EmbeddedIdp } from './embedded-idp.ts';
import { applyCors, bearerToken, param, params, preflight, sendJson, sendOAuthError } from './idp-http.ts';
import type { PermissionRequest } from './policy-evaluator.ts';
import { TokenRejected, type AccessTokenClaims } from './token-service.ts';

const UMA_TICKET = 'urn:ietf:params:oauth:grant-type:uma-ticket';
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The token endpoint: authorization_code (+PKCE), refresh_token (rotation), client_credentials and the uma-ticket grant. */
export function tokenRoutes(app: FastifyInstance, idp: EmbeddedIdp): void {
  const path = `/realms/${idp.realm.name}/protocol/openid-connect/token`;
  app.options(path, preflight(idp, 'POST, OPTIONS'));
  app.post(path, async (request, reply) => {
    applyCors(idp, request, reply);
    try {
      const grantType = param(request, 'grant_type');
      if (grantType === 'authorization_code') return sendJson(reply, 200, await codeGrant(idp, request));
      if (grantType === 'refresh_token') return sendJson(reply, 200, await refreshGrant(idp, request));
      if (grantType === UMA_TICKET) return sendJson(reply, 200, await umaGrant(idp, request));
      if (grantType === 'client_credentials') return sendJson(reply, 200, await clientCredentialsGrant(idp, request));
      if (grantType === 'password') {
        const client = authenticateClient(idp, request);
        if (!client.directAccessGrantsEnabled) throw new OAuthError(400, 'unauthorized_client', 'Client not allowed for direct access grants');
      }
      if (!grantType) throw new OAuthError(400, 'invalid_request', 'Missing form parameter: grant_type');
      throw new OAuthError(400, 'unsupported_grant_type', 'Unsupported grant_type');
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  });
}

async function codeGrant(idp: EmbeddedIdp, request: FastifyRequest) {
  const client = authenticateClient(idp, request);
  const codeParam = param(request, 'code');
  if (!codeParam) throw new OAuthError(400, 'invalid_request', 'Missing parameter: code');
  const code = await idp.store.takeCode(codeParam);
  if (!code) throw new OAuthError(400, 'invalid_grant', 'Code not valid');
  if (code.clientId !== client.clientId) throw new OAuthError(400, 'invalid_grant', 'Auth error');
  if (param(request, 'redirect_uri') !== code.redirectUri) throw new OAuthError(400, 'invalid_grant', 'Incorrect redirect_uri');
  if (code.codeChallenge !== undefined) {
    const verifier = param(request, 'code_verifier');
    if (!verifier) throw new OAuthError(400, 'invalid_grant', 'PKCE code verifier not specified');
    if (!PKCE_VERIFIER.test(verifier)) throw new OAuthError(400, 'invalid_grant', 'PKCE invalid code verifier');
    const computed = code.codeChallengeMethod === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (computed !== code.codeChallenge) throw new OAuthError(400, 'invalid_grant', 'PKCE verification failed: Code mismatch');
  }
  const session = await idp.store.activeSession(code.sessionId);
  if (!session) throw new OAuthError(400, 'invalid_grant', 'Session not active');
  return idp.issueTokens(session, client, idp.originFor(request), code.scope, code.nonce);
}

async function refreshGrant(idp: EmbeddedIdp, request: FastifyRequest) {
  const client = authenticateClient(idp, request);
  const token = param(request, 'refresh_token');
  if (!token) throw new OAuthError(400, 'invalid_request', 'Missing parameter: refresh_token');
  const origin = idp.originFor(request);
  let claims;
  try {
    claims = await idp.tokens.verify(token, idp.issuerFor(origin), 'Refresh');
  } catch (error) {
    if (!(error instanceof TokenRejected)) throw error;
    if (error.reason === 'expired') throw new OAuthError(400, 'invalid_grant', 'Token is not active');
    throw new OAuthError(400, 'invalid_grant', 'Invalid refresh token');
  }
  if (claims.azp !== client.clientId) throw new OAuthError(400, 'invalid_grant', "Invalid refresh token. Token client and authorized client don't match");
  const session = await idp.store.activeSession(typeof claims.sid === 'string' ? claims.sid : undefined);
  if (!session || session.userId !== claims.sub) throw new OAuthError(400, 'invalid_grant', 'Session not active');
  // Revoked (revocation endpoint, or a rotated token used again): the client has no refresh state left in the session.
  if ((await idp.store.currentRefreshToken(session.id, client.clientId)) === undefined) {
    throw new OAuthError(400, 'invalid_grant', "Session doesn't have required client");
  }
  const scope = typeof claims.scope === 'string' ? claims.scope : 'openid profile email';
  return idp.issueTokens(session, client, origin, scope, typeof claims.nonce === 'string' ? claims.nonce : undefined, claims.jti ?? '');
}

/** Keycloak's PermissionGrantType with the caller's bearer token (how public clients such as the SPA ask). */
async function umaGrant(idp: EmbeddedIdp, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) throw new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
  let claims: AccessTokenClaims;
  try {
    claims = (await idp.verifyAccessToken(token, idp.originFor(request))).claims;
  } catch (error) {
    if (!(error instanceof TokenRejected)) throw error;
    throw new OAuthError(401, 'invalid_grant', 'Invalid bearer token');
  }
  const requested = permissionRequests(params(request, 'permission'));
  const entries = idp.permissionsFor(claims, param(request, 'audience'), requested);
  const mode = param(request, 'response_mode');
  if (mode === 'permissions') return entries;
  if (mode === 'decision') return { result: true };
  if (mode !== undefined) throw new OAuthError(400, 'invalid_request', 'Invalid response_mode');
  return idp.requestingPartyToken(claims, param(request, 'audience') ?? '', entries, idp.originFor(request));
}

/** `permission=resource#scope1,scope2` parameters, as keycloak-authz and Keycloak accept them. */
function permissionRequests(values: string[]): PermissionRequest[] | undefined {
  if (values.length === 0) return undefined;
  return values.map((value) => {
    const [resource = '', scopes = ''] = value.split('#');
    if (resource === '') throw new OAuthError(400, 'invalid_request', 'Permission without a resource is not supported');
    return { resource, scopes: scopes.split(',').filter((s) => s !== '') };
  });
}
