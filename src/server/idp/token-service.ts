import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { RealmClient, RealmUser } from './realm-types.ts';
import type { SsoSession } from './session-store.ts';
import type { SigningKeyRing } from './signing-keys.ts';

/** Claims of the access token, shaped like Keycloak's. */
export interface AccessTokenClaims extends JWTPayload {
  typ: 'Bearer';
  sub: string;
  azp: string;
  sid: string;
  session_state: string;
  scope: string;
  realm_access: { roles: string[] };
  resource_access?: Record<string, { roles: string[] }>;
  preferred_username: string;
  given_name: string;
  family_name: string;
  name: string;
  email: string;
  email_verified: boolean;
  'allowed-origins'?: string[];
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
    const audiences = client.audiences;
    const access: Omit<AccessTokenClaims, 'iss' | 'exp' | 'iat'> = {
      jti: randomUUID(),
      ...(audiences.length > 0 && { aud: audiences.length === 1 ? audiences[0] : audiences }),
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
      { jti: request.refreshJti, aud: issuer, sub: user.id, typ: 'Refresh', azp: client.clientId, sid: session.id, session_state: session.id, scope, ...(request.nonce && { nonce: request.nonce }) },
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

  /** Any JWT signed with the realm's current key (used by tests and by the RPT of the uma-ticket grant). */
  async sign(claims: JWTPayload, issuer: string, iat: number, exp: number): Promise<string> {
    const key = await this.keys.signingKey();
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid }).setIssuer(issuer).setIssuedAt(iat).setExpirationTime(exp).sign(key.privateKey);
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

/** OIDC at_hash: left half of SHA-256 of the access token, base64url. */
function atHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}
