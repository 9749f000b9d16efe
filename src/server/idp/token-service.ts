import { createHash, randomUUID } from 'node:crypto';
import { decodeJwt, errors, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { RealmClient, RealmUser } from './realm-types.ts';
import type { SsoSession } from './session-store.ts';
import type { SigningKeyRing } from './signing-keys.ts';

/**
 * Claims of an access token, shaped like Keycloak's: a signed-in user's, or a client's service
 * account's (client_credentials), which has no SSO session and no personal profile.
 */
export interface AccessTokenClaims extends JWTPayload {
  typ: 'Bearer';
  sub: string;
  azp: string;
  /** The SSO session; service-account tokens have none (Keycloak's client_credentials session is transient). */
  sid?: string;
  session_state?: string;
  scope: string;
  realm_access: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  preferred_username: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  email?: string;
  email_verified: boolean;
  'allowed-origins'?: string[];
  /** Service-account tokens: the client they act for (Keycloak's service_account client scope). */
  client_id?: string;
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
  id_token?: string;
  'not-before-policy': 0;
  session_state: string;
  scope: string;
}

/** The client_credentials answer: no refresh token, ID token or session, as Keycloak's defaults. */
export interface ServiceAccountTokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: 0;
  token_type: 'Bearer';
  'not-before-policy': 0;
  scope: string;
}

export interface IssueRequest {
  issuer: string;
  client: RealmClient;
  user: RealmUser;
  session: SsoSession;
  /** The refresh token's id (the store records it as the one that may still be used). */
  refreshJti: string;
  scope: string;
  nonce: string | undefined;
  /** When the refresh token stops working (the session's idle/max limit). */
  refreshExpiresAt: number;
  allowedOrigins: string[];
}

export type TokenKind = 'Bearer' | 'Refresh' | 'ID';

/** Why a token was refused; the callers map it to Keycloak's error texts. */
export class TokenRejected extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token is not active' : 'Invalid token');
  }
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * The kind a token says it is (`typ`), read before any check: it picks the verification that
 * applies, which then checks it again. Undefined for anything that is not a JWT of this realm's kinds.
 */
export function claimedKind(token: string): TokenKind | undefined {
  try {
    const { typ } = decodeJwt(token);
    return typ === 'Bearer' || typ === 'Refresh' || typ === 'ID' ? typ : undefined;
  } catch {
    return undefined;
  }
}

export class TokenService {
  constructor(
    private readonly keys: SigningKeyRing,
    private readonly accessTokenLifespan: number,
  ) {}

  async issue(request: IssueRequest): Promise<TokenResponse> {
    const { issuer, client, user, session, scope } = request;
    const iat = now();
    const accessExp = Math.min(iat + this.accessTokenLifespan, request.refreshExpiresAt);
    const profile = {
      email_verified: user.emailVerified,
      name: `${user.firstName} ${user.lastName}`.trim(),
      preferred_username: user.username,
      given_name: user.firstName,
      family_name: user.lastName,
      email: user.email,
    };
    const access: Omit<AccessTokenClaims, 'iss' | 'exp' | 'iat'> = {
      jti: randomUUID(),
      ...audienceOf(client),
      sub: user.id,
      typ: 'Bearer',
      azp: client.clientId,
      sid: session.id,
      session_state: session.id,
      acr: '1',
      auth_time: session.authTime,
      'allowed-origins': request.allowedOrigins,
      realm_access: { roles: user.roles },
      scope,
      ...profile,
    };
    const accessToken = await this.sign(access, issuer, iat, accessExp);
    const refreshToken = await this.sign(
      {
        jti: request.refreshJti,
        aud: issuer,
        sub: user.id,
        typ: 'Refresh',
        azp: client.clientId,
        sid: session.id,
        session_state: session.id,
        scope,
        ...(request.nonce && { nonce: request.nonce }),
      },
      issuer,
      iat,
      request.refreshExpiresAt,
    );
    const idToken = scope.split(' ').includes('openid')
      ? await this.sign(
          {
            jti: randomUUID(),
            aud: client.clientId,
            sub: user.id,
            typ: 'ID',
            azp: client.clientId,
            ...(request.nonce && { nonce: request.nonce }),
            sid: session.id,
            session_state: session.id,
            at_hash: atHash(accessToken),
            acr: '1',
            auth_time: session.authTime,
            ...profile,
          },
          issuer,
          iat,
          accessExp,
        )
      : undefined;
    return {
      access_token: accessToken,
      expires_in: accessExp - iat,
      refresh_expires_in: request.refreshExpiresAt - iat,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      ...(idToken && { id_token: idToken }),
      'not-before-policy': 0,
      session_state: session.id,
      scope,
    };
  }

  /** An access token of the client's service account (the client_credentials grant), for the realm's access-token lifespan. */
  async issueServiceAccount(issuer: string, client: RealmClient, account: RealmUser, allowedOrigins: string[]): Promise<ServiceAccountTokenResponse> {
    const iat = now();
    const exp = iat + this.accessTokenLifespan;
    // Keycloak's default client scopes; the embedded server offers no optional scope to ask for with `scope`.
    const scope = 'profile email';
    const access: Omit<AccessTokenClaims, 'iss' | 'exp' | 'iat'> = {
      jti: randomUUID(),
      ...audienceOf(client),
      sub: account.id,
      typ: 'Bearer',
      azp: client.clientId,
      acr: '1',
      ...(allowedOrigins.length > 0 && { 'allowed-origins': allowedOrigins }),
      realm_access: { roles: account.roles },
      scope,
      email_verified: account.emailVerified,
      preferred_username: account.username,
      client_id: client.clientId,
    };
    const accessToken = await this.sign(access, issuer, iat, exp);
    return { access_token: accessToken, expires_in: exp - iat, refresh_expires_in: 0, token_type: 'Bearer', 'not-before-policy': 0, scope };
  }

  /** Any JWT signed with the realm's current key (used by tests and by the RPT of the uma-ticket grant). */
  async sign(claims: JWTPayload, issuer: string, iat: number, exp: number): Promise<string> {
    const key = await this.keys.signingKey();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid })
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key.privateKey);
  }

  /** Resolves a token's `kid` to a realm key not yet retired (jose's key lookup). */
  readonly verificationKey = async (header: { kid?: string | undefined }): Promise<CryptoKey> => {
    const key = await this.keys.verificationKey(header.kid);
    if (!key) throw new errors.JWKSNoMatchingKey();
    return key;
  };

  /** Signature, issuer, expiry (unless `allowExpired`) and token kind (`typ` claim). */
  async verify(token: string, issuer: string, kind: TokenKind, options: { allowExpired?: boolean } = {}): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, this.verificationKey, {
        issuer,
        algorithms: ['RS256'],
        ...(options.allowExpired && { currentDate: new Date(0) }),
      });
      if (payload.typ !== kind || typeof payload.sub !== 'string') throw new TokenRejected('invalid');
      return payload;
    } catch (error) {
      // Anything but a verdict on the token (the keys' database is down, say) is the server's failure.
      if (error instanceof TokenRejected || !(error instanceof errors.JOSEError)) throw error;
      throw new TokenRejected(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  }
}

/** The `aud` claim from the client's audience mappers (a single audience as a string, as Keycloak writes it). */
function audienceOf(client: RealmClient): { aud?: string | string[] } {
  const audiences = client.audiences;
  if (audiences.length === 0) return {};
  return { aud: audiences.length === 1 ? audiences[0] : audiences };
}

/** OIDC at_hash: left half of SHA-256 of the access token, base64url. */
function atHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}
