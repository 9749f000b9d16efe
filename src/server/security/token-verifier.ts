import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import type { EmbeddedIdp } from '../idp/embedded-idp.ts';

/** Claims the API relies on (a Keycloak access token). */
export interface AccessClaims extends JWTPayload {
  sub: string;
  typ?: string;
  azp?: string;
  sid?: string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  realm_access?: { roles?: string[] };
}

export interface TokenVerifier {
  /** Signature (JWKS), issuer, expiry, token type and audience; throws AppError INVALID_TOKEN / IDENTITY_UNAVAILABLE. */
  verify(token: string, request: FastifyRequest): Promise<AccessClaims>;
}

/**
 * Embedded mode: the realm keys in-process; the issuer is the one Keycloak would use for this
 * request's origin. The token's SSO session and its user are checked on every request in the
 * shared database (primary-key reads), so sign-out, session expiry, server-side revocation and a
 * user disabled by an administrator take effect at once on every instance, whatever is cached.
 */
export function embeddedTokenVerifier(idp: EmbeddedIdp, config: ServerConfig): TokenVerifier {
  return {
    async verify(token, request) {
      const issuer = idp.issuerFor(idp.originFor(request));
      // The realm's keys are read from the database: a failure to read them is the database's.
      const verified = await verifyOrReject(() => jwtVerify(token, idp.tokens.verificationKey, { issuer, algorithms: ['RS256'] }), 'DATABASE_UNAVAILABLE');
      const claims = checkClaims(verified, config);
      if (!(await idp.sessionUser(claims))) throw new AppError('INVALID_TOKEN');
      return claims;
    },
  };
}

/** External Keycloak (AUTH_URL): its JWKS fetched and cached by jose; issuer `${AUTH_URL}/realms/${realm}`. */
export function remoteTokenVerifier(config: ServerConfig): TokenVerifier {
  const issuer = `${config.auth.url}/realms/${encodeURIComponent(config.auth.realm)}`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  return {
    async verify(token) {
      return checkClaims(
        await verifyOrReject(() => jwtVerify(token, jwks, { issuer, algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'] }), 'IDENTITY_UNAVAILABLE'),
        config,
      );
    },
  };
}

/** A verdict on the token, or `unavailable` when the keys could not be had (where they live is down): not the caller's fault. */
async function verifyOrReject(
  verify: () => Promise<{ payload: JWTPayload }>,
  unavailable: 'IDENTITY_UNAVAILABLE' | 'DATABASE_UNAVAILABLE',
): Promise<JWTPayload> {
  try {
    return (await verify()).payload;
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || !(error instanceof errors.JOSEError)) {
      throw new AppError(unavailable, { cause: error });
    }
    throw new AppError('INVALID_TOKEN', { cause: error });
  }
}

/**
 * Keycloak access tokens carry `typ: "Bearer"` (ID and refresh tokens are refused), the SPA client
 * in `azp`, and the API in `aud` when the audience mapper is configured. Either identifies a token
 * meant for this API.
 */
function checkClaims(payload: JWTPayload, config: ServerConfig): AccessClaims {
  const audiences = [payload.aud ?? []].flat();
  const forThisApi = audiences.includes(config.auth.audience) || payload.azp === config.auth.clientId;
  if (payload.typ !== 'Bearer' || typeof payload.sub !== 'string' || !forThisApi) throw new AppError('INVALID_TOKEN');
  return payload as AccessClaims;
}
