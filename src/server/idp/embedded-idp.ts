import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { PermissionEntry } from '../../shared/permissions.ts';
import { DatabaseSessionStore } from './database-session-store.ts';
import { unusableHash, verifyPassword } from './password-hash.ts';
import { evaluatePermissions, type PermissionRequest } from './policy-evaluator.ts';
import { effectiveRoles, loadRealmFile } from './realm-loader.ts';
import { refreshTokenId } from './refresh-token-family.ts';
import type { Realm, RealmClient, RealmUser, UserEdit } from './realm-types.ts';
import { allowedOrigins } from './redirect-uri.ts';
import type { SessionStore, SsoSession } from './session-store.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { SigningKeyRing } from './signing-keys.ts';
import { readStoredUserEdits, usersRevision } from './stored-user-edits.ts';
import { TokenRejected, TokenService, type AccessTokenClaims, type TokenResponse } from './token-service.ts';

/** Where app.ts mounts the embedded server; issuers are `<origin>/auth/realms/<realm>`. */
export const AUTH_PREFIX = '/auth';

export type LoginResult = { ok: true; user: RealmUser } | { ok: false; reason: 'invalid' | 'locked' | 'busy' | 'disabled' };

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

/** Who a verified token speaks for: a user in an SSO session (`sid`), or a client's service account (`azp`). */
type TokenIdentity = { sub: string; sid?: string | undefined; azp?: string | undefined };

/** `revision` before this instance has read the stored user edits (or after its own edit, until it rereads them). */
const UNREAD = -1;

/**
 * The embedded realm server's state and rules, independent of HTTP: the realm read from the
 * realm file with the users' stored edits, the signing keys, sessions, codes, brute-force
 * counters, tokens and policy evaluation. Everything that must outlive a restart or be seen by
 * another instance lives in the application database; the security plugin creates one instance
 * per app and the IdP routes use it (`app.embeddedIdp`).
 */
export class EmbeddedIdp {
  readonly store: SessionStore;
  private readonly throttle: SignInThrottle;
  readonly keys: SigningKeyRing;
  readonly tokens: TokenService;
  /**
   * The users' revision (realm_user_revision) this instance's realm reflects: read with the session
   * on every API request, so an edit through any instance counts from the next request on; caches
   * of permissions drop what they hold from an older revision.
   */
  revision = UNREAD;
  private syncing: Promise<void> | undefined;
  private readonly publicUrl: string | undefined;

  private constructor(
    readonly realm: Realm,
    private readonly db: Kysely<Database>,
    config: ServerConfig,
  ) {
    this.publicUrl = config.publicUrl;
    this.store = new DatabaseSessionStore(db, { idleSeconds: realm.ssoSessionIdleTimeout, maxSeconds: realm.ssoSessionMaxLifespan });
    this.throttle = new SignInThrottle(db, realm.bruteForce);
    // The longest-lived token a key signs is a refresh token, which ends with its session.
    this.keys = new SigningKeyRing(db, config.dataDir, Math.max(realm.ssoSessionMaxLifespan, realm.accessTokenLifespan));
    this.tokens = new TokenService(this.keys, realm.accessTokenLifespan);
  }

  static async create(config: ServerConfig, db: Kysely<Database>): Promise<EmbeddedIdp> {
    const realm = await loadRealmFile(config.auth.realmFile, {
      production: config.nodeEnv === 'production',
      allowDemoUsers: config.auth.allowDemoUsers,
    });
    if (realm.name !== config.auth.realm) {
      throw new Error(`AUTH_REALM="${config.auth.realm}" não corresponde ao realm "${realm.name}" de ${config.auth.realmFile}.`);
    }
    return new EmbeddedIdp(realm, db, config);
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
   * Replaces a user with its edited copy (the caller has stored it and bumped the users' revision):
   * the next sign-in, token, refresh, API request and permission decision see it (a disabled
   * user's tokens stop working at once). Unknown roles are dropped.
   */
  editUser(id: string, edit: UserEdit): RealmUser {
    const edited = this.applyEdit(id, edit);
    this.revision = UNREAD;
    return edited;
  }

  /**
   * Brings the realm's users up to the stored edits when another instance (or this one) changed
   * them since: one primary-key read of the revision (unless the caller has just read it), the
   * edits only when it moved. Edits of users no longer in the realm file are ignored.
   */
  async syncUsers(knownRevision?: number): Promise<void> {
    if ((knownRevision ?? (await usersRevision(this.db))) === this.revision) return;
    this.syncing ??= readStoredUserEdits(this.db)
      .then(({ revision, edits }) => {
        for (const [id, edit] of edits) if (this.user(id)) this.applyEdit(id, edit);
        this.revision = revision;
      })
      .finally(() => (this.syncing = undefined));
    await this.syncing;
  }

  private applyEdit(id: string, edit: UserEdit): RealmUser {
    const index = this.realm.users.findIndex((u) => u.id === id);
    const current = this.realm.users[index];
    if (!current) throw new Error(`usuário ${id} não existe no realm ${this.realm.name}`);
    const realmRoles = (edit.realmRoles ?? current.realmRoles).filter((role) => this.realm.roles.has(role));
    const defined = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
    const edited: RealmUser = { ...current, ...defined, realmRoles, roles: effectiveRoles(this.realm.roles, realmRoles) };
    this.realm.users[index] = edited;
    return edited;
  }

  jwks(): Promise<{ keys: object[] }> {
    return this.keys.jwks();
  }

  /**
   * Username (or e-mail when allowed) + password from a client address, throttled (SignInThrottle).
   * Unknown and known names take the same path: same lockouts, same scrypt cost, same answer.
   */
  async login(login: string, password: string, address: string): Promise<LoginResult> {
    const name = login.trim().toLowerCase();
    await this.syncUsers();
    if ((await this.throttle.lockedFor(name, address)) > 0) return { ok: false, reason: 'locked' };
    const user = this.realm.users.find((u) => u.username === name || (this.realm.loginWithEmailAllowed && u.email !== '' && u.email === name));
    const matches = await this.throttle.check(name, address, () => verifyPassword(password, user?.passwordHash ?? unusableHash));
    if (matches === 'busy') return { ok: false, reason: 'busy' };
    if (!user || !matches) {
      await this.throttle.recordFailure(name, address);
      return { ok: false, reason: (await this.throttle.lockedFor(name, address)) > 0 ? 'locked' : 'invalid' };
    }
    if (!user.enabled) return { ok: false, reason: 'disabled' };
    await this.throttle.recordSuccess(name, address);
    return { ok: true, user };
  }

  /**
   * Tokens for the session's user. A refresh passes the id of the refresh token it presents
   * (`replacing`), whose family the new one joins: with refresh-token rotation, only the first of
   * two refreshes with one token (through any instance) gets new tokens, and the second revokes
   * the session's refresh tokens (see `SessionStore.rotateRefreshToken`).
   */
  async issueTokens(
    session: SsoSession,
    client: RealmClient,
    origin: string,
    scope: string,
    nonce: string | undefined,
    replacing?: string,
  ): Promise<TokenResponse> {
    await this.syncUsers();
    const user = this.user(session.userId);
    if (!user) throw new OAuthError(400, 'invalid_grant', 'User not found');
    if (!user.enabled) throw new OAuthError(400, 'invalid_grant', 'Account disabled');
    const refreshJti = refreshTokenId(replacing);
    const rotated = await this.store.rotateRefreshToken(session.id, client.clientId, refreshJti, replacing, !this.realm.revokeRefreshToken);
    if (!rotated) throw new OAuthError(400, 'invalid_grant', 'Maximum allowed refresh token reuse exceeded');
    await this.store.touch(session);
    return this.tokens.issue({
      issuer: this.issuerFor(origin),
      client,
      user,
      session,
      refreshJti,
      scope,
      nonce,
      refreshExpiresAt: this.store.expiresAt(session),
      allowedOrigins: allowedOrigins(client, origin),
    });
  }

  /** A bearer token of this realm whose SSO session is still active (Keycloak's Tokens.getAccessToken). */
  async verifyAccessToken(token: string, origin: string): Promise<{ claims: AccessTokenClaims; user: RealmUser }> {
    const claims = (await this.tokens.verify(token, this.issuerFor(origin), 'Bearer')) as AccessTokenClaims;
    const user = await this.sessionUser(claims);
    if (!user) throw new TokenRejected('invalid');
    return { claims, user };
  }

  /**
   * The enabled user of a token whose SSO session is still active, as the shared store says now:
   * a logout or a user edit through any instance counts on the next request. One round trip (the
   * session by primary key with the users' revision); the edits are reread only when it moved.
   * A token without a session is a service account's (client_credentials): its client and account
   * must still be enabled in the realm.
   */
  async sessionUser(claims: TokenIdentity): Promise<RealmUser | undefined> {
    if (claims.sid === undefined) return this.serviceAccount(claims);
    const checked = await this.store.activeSessionWithUsersRevision(claims.sid);
    if (!checked || checked.session.userId !== claims.sub) return undefined;
    await this.syncUsers(checked.usersRevision);
    const user = this.user(claims.sub);
    return user?.enabled ? user : undefined;
  }

  /** The enabled service account of the enabled client a session-less token names (`azp`), when it is the token's subject. */
  private serviceAccount(claims: TokenIdentity): RealmUser | undefined {
    const account = this.client(claims.azp)?.serviceAccount;
    return account?.id === claims.sub && account.enabled ? account : undefined;
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
    const identity = claims.sid === undefined ? this.serviceAccount(claims) : this.user(claims.sub);
    const entries = evaluatePermissions(target.authorization, new Set(identity?.roles ?? []), requested);
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
