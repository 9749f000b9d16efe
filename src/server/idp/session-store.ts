import { randomBytes, randomUUID } from 'node:crypto';

/** An SSO session (Keycloak "user session"): created at login, ended by logout or timeouts. */
export interface SsoSession {
  id: string;
  userId: string;
  /** Secret carried by the HttpOnly KEYCLOAK_IDENTITY cookie. */
  identitySecret: string;
  authTime: number;
  started: number;
  lastSeen: number;
  /** Refresh token rotation: the one refresh token id per client that may still be used. */
  currentRefreshJti: Map<string, string>;
}

/** A pending authorization request waiting for the login form (Keycloak "authentication session"). */
export interface PendingLogin {
  tabId: string;
  /** Bound to the AUTH_SESSION_ID cookie of the browser that started it. */
  browserId: string;
  /** The client address that started it (pending logins are capped per address too). */
  address: string;
  clientId: string;
  redirectUri: string;
  responseMode: 'query' | 'fragment';
  state: string | undefined;
  nonce: string | undefined;
  scope: string;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  expiresAt: number;
}

/** A single-use authorization code. */
export interface AuthCode {
  code: string;
  clientId: string;
  redirectUri: string;
  sessionId: string;
  nonce: string | undefined;
  scope: string;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  expiresAt: number;
}

/**
 * Where the embedded IdP keeps SSO sessions, pending logins and codes: one small interface, so a
 * database-backed store can replace the in-memory one.
 */
export interface SessionStore {
  createSession(userId: string): SsoSession;
  /** The session if it is still active (idle and max lifespan not exceeded). */
  activeSession(id: string | undefined): SsoSession | undefined;
  sessionByIdentity(secret: string | undefined): SsoSession | undefined;
  /** When the session ends if nothing refreshes it (idle timeout capped by the max lifespan). */
  expiresAt(session: SsoSession): number;
  touch(session: SsoSession): void;
  endSession(id: string): void;
  addPending(login: Omit<PendingLogin, 'tabId'>): PendingLogin;
  pendingLogin(tabId: string | undefined, browserId: string | undefined): PendingLogin | undefined;
  removePending(tabId: string): void;
  addCode(code: Omit<AuthCode, 'code'>): AuthCode;
  /** Single use: the code is gone after the first attempt, valid or not. */
  takeCode(code: string): AuthCode | undefined;
}

/**
 * Bounds of the in-memory store. Pending logins are what anyone can create without signing in:
 * beyond a browser's, an address's or the server's share, the oldest one is dropped (Keycloak
 * likewise drops a browser's oldest tab beyond its limit); its page then says it expired.
 */
const STORE_LIMITS = {
  sessions: 20_000,
  /** One account signing in again and again ends its own oldest sessions, never other users'. */
  sessionsPerUser: 100,
  codes: 10_000,
  pendingPerBrowser: 20,
  pendingPerAddress: 100,
  pending: 10_000,
  /** Characters held by all pending logins together (state, nonce, redirect URI...). */
  pendingChars: 16 * 1024 * 1024,
} as const;

type Limits = { idleSeconds: number; maxSeconds: number } & Partial<Record<keyof typeof STORE_LIMITS, number>>;

const now = () => Math.floor(Date.now() / 1000);

/**
 * In-memory store, like a single-node Keycloak in dev mode: a restart ends every session. Every
 * map is bounded (STORE_LIMITS); pending logins and codes all live equally long, so insertion
 * order is expiry order and expired ones are dropped from the front on each insert.
 */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, SsoSession>();
  private readonly byIdentity = new Map<string, string>();
  private readonly sessionsByUser = new Map<string, number>();
  private readonly pending = new Map<string, PendingLogin>();
  private readonly pendingByBrowser = new Map<string, number>();
  private readonly pendingByAddress = new Map<string, number>();
  private pendingChars = 0;
  private readonly codes = new Map<string, AuthCode>();
  private readonly limits: Required<Limits>;
  private sweptAt = now();

  constructor(limits: Limits) {
    this.limits = { ...STORE_LIMITS, ...limits };
  }

  createSession(userId: string): SsoSession {
    this.sweepSessions();
    const t = now();
    const session: SsoSession = {
      id: randomUUID(),
      userId,
      identitySecret: randomBytes(32).toString('base64url'),
      authTime: t,
      started: t,
      lastSeen: t,
      currentRefreshJti: new Map(),
    };
    if ((this.sessionsByUser.get(userId) ?? 0) >= this.limits.sessionsPerUser) {
      for (const other of this.sessions.values()) {
        if (other.userId !== userId) continue;
        this.endSession(other.id);
        break;
      }
    }
    this.sessions.set(session.id, session);
    this.byIdentity.set(session.identitySecret, session.id);
    count(this.sessionsByUser, userId, 1);
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size <= this.limits.sessions) break;
      this.endSession(oldest);
    }
    return session;
  }

  activeSession(id: string | undefined): SsoSession | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (now() > this.expiresAt(session)) {
      this.endSession(session.id);
      return undefined;
    }
    return session;
  }

  sessionByIdentity(secret: string | undefined): SsoSession | undefined {
    return secret ? this.activeSession(this.byIdentity.get(secret)) : undefined;
  }

  expiresAt(session: SsoSession): number {
    return Math.min(session.lastSeen + this.limits.idleSeconds, session.started + this.limits.maxSeconds);
  }

  touch(session: SsoSession): void {
    session.lastSeen = now();
  }

  endSession(id: string): void {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    this.byIdentity.delete(session.identitySecret);
    count(this.sessionsByUser, session.userId, -1);
  }

  addPending(login: Omit<PendingLogin, 'tabId'>): PendingLogin {
    const t = now();
    for (const [tabId, p] of this.pending) {
      if (p.expiresAt >= t) break;
      this.removePending(tabId);
    }
    this.dropOldestPending((p) => p.browserId === login.browserId, (this.pendingByBrowser.get(login.browserId) ?? 0) >= this.limits.pendingPerBrowser);
    this.dropOldestPending((p) => p.address === login.address, (this.pendingByAddress.get(login.address) ?? 0) >= this.limits.pendingPerAddress);
    const pending = { ...login, tabId: randomBytes(12).toString('base64url') };
    const chars = pendingChars(pending);
    while (this.pending.size > 0 && (this.pending.size >= this.limits.pending || this.pendingChars + chars > this.limits.pendingChars)) {
      this.dropOldestPending(() => true, true);
    }
    this.pending.set(pending.tabId, pending);
    this.pendingChars += chars;
    count(this.pendingByBrowser, pending.browserId, 1);
    count(this.pendingByAddress, pending.address, 1);
    return pending;
  }

  pendingLogin(tabId: string | undefined, browserId: string | undefined): PendingLogin | undefined {
    const pending = tabId ? this.pending.get(tabId) : undefined;
    if (!pending || pending.browserId !== browserId || now() > pending.expiresAt) return undefined;
    return pending;
  }

  removePending(tabId: string): void {
    const pending = this.pending.get(tabId);
    if (!pending) return;
    this.pending.delete(tabId);
    this.pendingChars -= pendingChars(pending);
    count(this.pendingByBrowser, pending.browserId, -1);
    count(this.pendingByAddress, pending.address, -1);
  }

  addCode(code: Omit<AuthCode, 'code'>): AuthCode {
    const t = now();
    for (const [key, c] of this.codes) {
      if (c.expiresAt >= t && this.codes.size < this.limits.codes) break;
      this.codes.delete(key);
    }
    const entry = { ...code, code: `${randomUUID()}.${randomBytes(24).toString('base64url')}` };
    this.codes.set(entry.code, entry);
    return entry;
  }

  takeCode(code: string): AuthCode | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && now() <= entry.expiresAt ? entry : undefined;
  }

  private dropOldestPending(match: (p: PendingLogin) => boolean, full: boolean): void {
    if (!full) return;
    for (const [tabId, p] of this.pending) {
      if (!match(p)) continue;
      this.removePending(tabId);
      return;
    }
  }

  /** Sessions end at different times (idle timeout): expired ones are dropped at most once a minute. */
  private sweepSessions(): void {
    const t = now();
    if (t - this.sweptAt < 60) return;
    this.sweptAt = t;
    for (const session of this.sessions.values()) if (t > this.expiresAt(session)) this.endSession(session.id);
  }
}

function pendingChars(p: PendingLogin): number {
  return p.redirectUri.length + (p.state?.length ?? 0) + (p.nonce?.length ?? 0) + p.scope.length + (p.codeChallenge?.length ?? 0) + p.browserId.length + p.address.length;
}

function count(counts: Map<string, number>, key: string, delta: number): void {
  const value = (counts.get(key) ?? 0) + delta;
  if (value > 0) counts.set(key, value);
  else counts.delete(key);
}
