import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, IdpSessionTable } from '../db/schema.ts';
import { AuthCodeTable } from './auth-code-table.ts';
import { PendingLoginTable } from './pending-login-table.ts';
import { refreshTokenFamily } from './refresh-token-family.ts';
import { STORE_LIMITS, type AuthCode, type BrowserSession, type PendingLogin, type SessionStore, type SsoSession, type StoreLimits } from './session-store.ts';
import { secretHash } from './secret-hash.ts';
import { nowSeconds, orderStamp } from './store-clock.ts';

/** A session's last-seen time is written again only once it is this old (refreshes of one session in a burst write once). */
const TOUCH_AFTER_SECONDS = 15;
/** Expired sessions are deleted by each instance at most this often (reads check the expiry themselves). */
const SWEEP_EVERY_SECONDS = 60;

/**
 * The embedded IdP's state in the application database (SQLite or PostgreSQL), shared by every
 * instance: a restart keeps users signed in, and a logout through one instance ends the session
 * for all of them. An API request reads its session by primary key; the identity cookie's secret
 * is stored only as a hash.
 */
export class DatabaseSessionStore implements SessionStore {
  private readonly limits: Required<StoreLimits>;
  private readonly pending: PendingLoginTable;
  private readonly codes: AuthCodeTable;
  private sweptAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    limits: StoreLimits,
  ) {
    this.limits = { ...STORE_LIMITS, ...limits };
    this.pending = new PendingLoginTable(db, this.limits);
    this.codes = new AuthCodeTable(db, this.limits.codes);
  }

  async createSession(userId: string): Promise<BrowserSession> {
    await this.sweep();
    const t = nowSeconds();
    const session: BrowserSession = { id: randomUUID(), userId, identitySecret: randomBytes(32).toString('base64url'), authTime: t, started: t, lastSeen: t };
    await this.endOldest(this.limits.sessionsPerUser - 1, userId);
    await this.endOldest(this.limits.sessions - 1);
    await this.db
      .insertInto('idp_sessions')
      .values({
        id: session.id,
        user_id: userId,
        identity_hash: secretHash(session.identitySecret),
        created_ms: orderStamp(),
        auth_time: t,
        started: t,
        last_seen: t,
      })
      .execute();
    return session;
  }

  async activeSession(id: string | undefined): Promise<SsoSession | undefined> {
    if (!id) return undefined;
    return this.active(await this.db.selectFrom('idp_sessions').selectAll().where('id', '=', id).executeTakeFirst());
  }

  async activeSessionWithUsersRevision(id: string | undefined): Promise<{ session: SsoSession; usersRevision: number } | undefined> {
    if (!id) return undefined;
    const row = await this.db
      .selectFrom('idp_sessions')
      .selectAll()
      .select((eb) => eb.selectFrom('realm_user_revision').select('revision').where('id', '=', 1).as('users_revision'))
      .where('id', '=', id)
      .executeTakeFirst();
    const session = await this.active(row);
    return session && { session, usersRevision: Number(row?.users_revision ?? 0) };
  }

  async sessionByIdentity(secret: string | undefined): Promise<BrowserSession | undefined> {
    if (!secret) return undefined;
    const session = await this.active(await this.db.selectFrom('idp_sessions').selectAll().where('identity_hash', '=', secretHash(secret)).executeTakeFirst());
    return session && { ...session, identitySecret: secret };
  }

  expiresAt(session: SsoSession): number {
    return Math.min(session.lastSeen + this.limits.idleSeconds, session.started + this.limits.maxSeconds);
  }

  async touch(session: SsoSession): Promise<void> {
    const t = nowSeconds();
    if (t - session.lastSeen < TOUCH_AFTER_SECONDS) return;
    session.lastSeen = t;
    await this.db
      .updateTable('idp_sessions')
      .set({ last_seen: t })
      .where('id', '=', session.id)
      .where('last_seen', '<=', t - TOUCH_AFTER_SECONDS)
      .execute();
  }

  async endSession(id: string): Promise<void> {
    await this.db.deleteFrom('idp_sessions').where('id', '=', id).execute();
    await this.revokeRefreshTokens(id);
  }

  async rotateRefreshToken(sessionId: string, clientId: string, jti: string, replacing?: string, reusable = false): Promise<boolean> {
    if (replacing === undefined) {
      await this.db
        .insertInto('idp_refresh_tokens')
        .values({ session_id: sessionId, client_id: clientId, jti })
        .onConflict((conflict) => conflict.columns(['session_id', 'client_id']).doUpdateSet({ jti }))
        .execute();
      return true;
    }
    const update = this.db.updateTable('idp_refresh_tokens').set({ jti }).where('session_id', '=', sessionId).where('client_id', '=', clientId);
    // An update, never an insert: revoked refresh tokens stay revoked without rotation too.
    if (reusable) return Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
    // Compare-and-set: of two refreshes with the same token (on any instances) only one matches.
    const result = await update.where('jti', '=', replacing).executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
    const current = await this.currentRefreshToken(sessionId, clientId);
    // In the database, so every instance refuses the family from the next request on, restarts included.
    if (current !== undefined && refreshTokenFamily(current) === refreshTokenFamily(replacing)) await this.revokeRefreshTokens(sessionId);
    return false;
  }

  async currentRefreshToken(sessionId: string, clientId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('idp_refresh_tokens')
      .select('jti')
      .where('session_id', '=', sessionId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row?.jti;
  }

  async revokeRefreshTokens(sessionId: string, clientId?: string): Promise<void> {
    let query = this.db.deleteFrom('idp_refresh_tokens').where('session_id', '=', sessionId);
    if (clientId !== undefined) query = query.where('client_id', '=', clientId);
    await query.execute();
  }

  addPending(login: Omit<PendingLogin, 'tabId'>): Promise<PendingLogin> {
    return this.pending.add(login);
  }

  pendingLogin(tabId: string | undefined, browserId: string | undefined): Promise<PendingLogin | undefined> {
    return this.pending.find(tabId, browserId);
  }

  removePending(tabId: string): Promise<boolean> {
    return this.pending.remove(tabId);
  }

  addCode(code: Omit<AuthCode, 'code'>): Promise<AuthCode> {
    return this.codes.add(code);
  }

  takeCode(code: string): Promise<AuthCode | undefined> {
    return this.codes.take(code);
  }

  private async active(row: Selectable<IdpSessionTable> | undefined): Promise<SsoSession | undefined> {
    if (!row) return undefined;
    const session: SsoSession = {
      id: row.id,
      userId: row.user_id,
      authTime: Number(row.auth_time),
      started: Number(row.started),
      lastSeen: Number(row.last_seen),
    };
    if (nowSeconds() <= this.expiresAt(session)) return session;
    await this.endSession(session.id);
    return undefined;
  }

  /** Ends all but the `keep` newest sessions (of one user when named). */
  private async endOldest(keep: number, userId?: string): Promise<void> {
    let query = this.db.selectFrom('idp_sessions').select('id');
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    const beyond = await query.orderBy('created_ms', 'desc').limit(1000).offset(Math.max(keep, 0)).execute();
    for (const { id } of beyond) await this.endSession(id);
  }

  /** Sessions end at different times (idle timeout): expired ones, and their refresh state, are deleted at most once a minute. */
  private async sweep(): Promise<void> {
    const t = nowSeconds();
    if (t - this.sweptAt < SWEEP_EVERY_SECONDS) return;
    this.sweptAt = t;
    await this.db
      .deleteFrom('idp_sessions')
      .where((eb) => eb.or([eb('last_seen', '<', t - this.limits.idleSeconds), eb('started', '<', t - this.limits.maxSeconds)]))
      .execute();
    await this.db.deleteFrom('idp_refresh_tokens').where('session_id', 'not in', this.db.selectFrom('idp_sessions').select('id')).execute();
  }
}
