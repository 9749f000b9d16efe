import type { ServerConfig } from '../config.ts';
import type { PermissionEntry } from '../../shared/permissions.ts';
import { unusableHash, verifyPassword } from './password-hash.ts';
import { evaluatePermissions, type PermissionRequest } from './policy-evaluator.ts';
import { effectiveRoles, loadRealmFile } from './realm-loader.ts';
import type { Realm, RealmClient, RealmUser } from './realm-types.ts';
import { allowedOrigins } from './redirect-uri.ts';
import { MemorySessionStore, type SessionStore, type SsoSession } from './session-store.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { loadOrCreateSigningKey, type SigningKey } from './signing-keys.ts';
import { TokenRejected, TokenService, type AccessTokenClaims, type TokenResponse } from './token-service.ts';

/** Where app.ts mounts the embedded server; issuers are `<origin>/auth/realms/<realm>`. */
export const AUTH_PREFIX = '/auth';

export type LoginResult =
  | { ok: true; user: RealmUser }
  | { ok: false; reason: 'invalid' | 'locked' | 'busy' | 'disabled' };

/** What an administrator may change of a user (the realm store; the caller persists it). */
export type UserEdit = Partial<Pick<RealmUser, 'firstName' | 'lastName' | 'email' | 'enabled' | 'passwordHash' | 'realmRoles'>>;

/** A Keycloak-style OAuth error: `{ error, error_description }` with its HTTP status. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
  body(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}

/**
 * The embedded realm server's state and rules, independent of HTTP: the realm read from the
 * realm file, the signing key, sessions, codes, brute-force counters, tokens and policy evaluation.
 * The IdP routes, the security plugin (embedded mode) and the test helpers share one instance per
 * ServerConfig (see `embeddedIdpFor`).
 */
export class EmbeddedIdp {
  readonly store: SessionStore;
  private readonly throttle: SignInThrottle;
  readonly tokens: TokenService;
  /** Counts the edits of users since start: caches of permissions drop what they hold from before. */
  revision = 0;

  private constructor(
    readonly realm: Realm,
    readonly key: SigningKey,
    private readonly publicUrl: string | undefined,
  ) {
    this.store = new MemorySessionStore({ idleSeconds: realm.ssoSessionIdleTimeout, maxSeconds: realm.ssoSessionMaxLifespan });
    this.throttle = new SignInThrottle(realm.bruteForce);
    this.tokens = new TokenService(key, realm.accessTokenLifespan);
  }

  static async create(config: ServerConfig): Promise<EmbeddedIdp> {
    const realm = await loadRealmFile(config.auth.realmFile, {
      production: config.nodeEnv === 'production',
      allowDemoUsers: config.auth.allowDemoUsers,
    });
    if (realm.name !== config.auth.realm) {
      throw new Error(`AUTH_REALM="${config.auth.realm}" não corresponde ao realm "${realm.name}" de ${config.auth.realmFile}.`);
    }
    return new EmbeddedIdp(realm, await loadOrCreateSigningKey(config.dataDir), config.publicUrl);
  }

  /** PUBLIC_URL when configured, else the origin the request came to (as Keycloak derives its frontend URL). */
  originFor(request: { protocol: string; host: string }): string {
    if (this.publicUrl) return this.publicUrl;
    try {
      return new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      return `${request.protocol}://localhost`;
    }
  }

  issuerFor(origin: string): string {
    return `${origin}${AUTH_PREFIX}/realms/${this.realm.name}`;
  }

  client(clientId: string | undefined): RealmClient | undefined {
    return this.realm.clients.find((c) => c.clientId === clientId && c.enabled);
  }

  user(id: string): RealmUser | undefined {
    return this.realm.users.find((u) => u.id === id);
  }

  /**
   * Replaces a user with its edited copy: the next sign-in, token, refresh, API request and
   * permission decision see it (a disabled user's tokens stop working at once). Unknown roles are dropped.
   */
  editUser(id: string, edit: UserEdit): RealmUser {
    const index = this.realm.users.findIndex((u) => u.id === id);
    const current = this.realm.users[index];
    if (!current) throw new Error(`usuário ${id} não existe no realm ${this.realm.name}`);
    const realmRoles = (edit.realmRoles ?? current.realmRoles).filter((role) => this.realm.roles.has(role));
    const defined = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
    const edited: RealmUser = { ...current, ...defined, realmRoles, roles: effectiveRoles(this.realm.roles, realmRoles) };
    this.realm.users[index] = edited;
    this.revision += 1;
    return edited;
  }

  jwks(): { keys: object[] } {
    return { keys: [this.key.publicJwk] };
  }

  /**
   * Username (or e-mail when allowed) + password from a client address, throttled (SignInThrottle).
   * Unknown and known names take the same path: same lockouts, same scrypt cost, same answer.
   */
  async login(login: string, password: string, address: string): Promise<LoginResult> {
    const name = login.trim().toLowerCase();
    if (this.throttle.lockedFor(name, address) > 0) return { ok: false, reason: 'locked' };
    const user = this.realm.users.find((u) => u.username === name || (this.realm.loginWithEmailAllowed && u.email !== '' && u.email === name));
    const matches = await this.throttle.check(name, address, () => verifyPassword(password, user?.passwordHash ?? unusableHash));
    if (matches === 'busy') return { ok: false, reason: 'busy' };
    if (!user || !matches) {
      this.throttle.recordFailure(name, address);
      return { ok: false, reason: this.throttle.lockedFor(name, address) > 0 ? 'locked' : 'invalid' };
    }
    if (!user.enabled) return { ok: false, reason: 'disabled' };
    this.throttle.recordSuccess(name, address);
    return { ok: true, user };
  }

  async issueTokens(session: SsoSession, client: RealmClient, origin: string, scope: string, nonce: string | undefined): Promise<TokenResponse> {
    const user = this.user(session.userId);
    if (!user) throw new OAuthError(400, 'invalid_grant', 'User not found');
    if (!user.enabled) throw new OAuthError(400, 'invalid_grant', 'Account disabled');
    this.store.touch(session);
    return this.tokens.issue({
      issuer: this.issuerFor(origin),
      client,
      user,
      session,
      scope,
      nonce,
      refreshExpiresAt: this.store.expiresAt(session),
      allowedOrigins: allowedOrigins(client, origin),
    });
  }

  /** A bearer token of this realm whose SSO session is still active (Keycloak's Tokens.getAccessToken). */
  async verifyAccessToken(token: string, origin: string): Promise<{ claims: AccessTokenClaims; user: RealmUser }> {
    const claims = (await this.tokens.verify(token, this.issuerFor(origin), 'Bearer')) as AccessTokenClaims;
    const session = this.store.activeSession(claims.sid);
    const user = this.user(claims.sub);
    if (!session || session.userId !== claims.sub || !user?.enabled) throw new TokenRejected('invalid');
    return { claims, user };
  }

  /**
   * The uma-ticket decision with `response_mode=permissions`: the resources and scopes the token's
   * identity is granted on the resource server `audience`, by the user's roles as they are now
   * (a role removed since the token was issued no longer counts). Throws Keycloak's errors.
   */
  permissionsFor(claims: AccessTokenClaims, audience: string | undefined, requested?: PermissionRequest[]): PermissionEntry[] {
    if (!audience) throw new OAuthError(400, 'invalid_request', 'You must provide the issuedFor');
    const target = this.realm.clients.find((c) => c.clientId === audience);
    if (!target) throw new OAuthError(400, 'invalid_request', 'Unknown resource server id.');
    if (!target.authorization) throw new OAuthError(400, 'invalid_request', 'Client does not support permissions');
    for (const r of requested ?? []) {
      if (!target.authorization.resources.some((x) => x.name === r.resource)) {
        throw new OAuthError(400, 'invalid_resource', `Resource with id [${r.resource}] does not exist.`);
      }
    }
    const entries = evaluatePermissions(target.authorization, new Set(this.user(claims.sub)?.roles ?? []), requested);
    if (entries.length === 0) throw new OAuthError(403, 'access_denied', 'not_authorized');
    return entries;
  }

  /** Without `response_mode`, the uma-ticket grant answers an RPT: the access token plus `authorization.permissions`. */
  async requestingPartyToken(claims: AccessTokenClaims, audience: string, permissions: PermissionEntry[], origin: string) {
    const { iss: _iss, iat: _iat, exp, ...rest } = claims;
    const audiences = new Set([claims.aud ?? []].flat());
    audiences.add(audience);
    const iat = Math.floor(Date.now() / 1000);
    const expiresAt = exp ?? iat + this.realm.accessTokenLifespan;
    const rpt = await this.tokens.sign({ ...rest, aud: [...audiences], authorization: { permissions } }, this.issuerFor(origin), iat, expiresAt);
    return { upgraded: false, access_token: rpt, expires_in: expiresAt - iat, token_type: 'Bearer', 'not-before-policy': 0 };
  }
}

const instances = new WeakMap<ServerConfig, Promise<EmbeddedIdp>>();

/** The one embedded IdP for this configuration (created on first use: realm file read, key loaded). */
export function embeddedIdpFor(config: ServerConfig): Promise<EmbeddedIdp> {
  let instance = instances.get(config);
  if (!instance) {
    instance = EmbeddedIdp.create(config);
    instances.set(config, instance);
    instance.catch(() => instances.delete(config));
  }
  return instance;
}
