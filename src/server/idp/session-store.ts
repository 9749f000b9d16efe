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

const now = () => Math.floor(Date.now() / 1000);

/** In-memory stores, like a single-node Keycloak in dev mode: a restart ends every session. */
export class SessionStore {
  private readonly sessions = new Map<string, SsoSession>();
  private readonly byIdentity = new Map<string, string>();
  private readonly pending = new Map<string, PendingLogin>();
  private readonly codes = new Map<string, AuthCode>();
  private sweptAt = now();

  constructor(private readonly limits: { idleSeconds: number; maxSeconds: number }) {}

  createSession(userId: string): SsoSession {
    this.sweep();
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
    this.sessions.set(session.id, session);
    this.byIdentity.set(session.identitySecret, session.id);
    return session;
  }

  /** The session if it is still active (idle and max lifespan not exceeded). */
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

  /** When the session ends if nothing refreshes it (idle timeout capped by the max lifespan). */
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
  }

  addPending(login: Omit<PendingLogin, 'tabId'>): PendingLogin {
    this.sweep();
    const pending = { ...login, tabId: randomBytes(12).toString('base64url') };
    this.pending.set(pending.tabId, pending);
    return pending;
  }

  pendingLogin(tabId: string | undefined, browserId: string | undefined): PendingLogin | undefined {
    const pending = tabId ? this.pending.get(tabId) : undefined;
    if (!pending || pending.browserId !== browserId || now() > pending.expiresAt) return undefined;
    return pending;
  }

  removePending(tabId: string): void {
    this.pending.delete(tabId);
  }

  addCode(code: Omit<AuthCode, 'code'>): AuthCode {
    const entry = { ...code, code: `${randomUUID()}.${randomBytes(24).toString('base64url')}` };
    this.codes.set(entry.code, entry);
    return entry;
  }

  /** Single use: the code is gone after the first attempt, valid or not. */
  takeCode(code: string): AuthCode | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && now() <= entry.expiresAt ? entry : undefined;
  }

  /** Drops expired entries at most once a minute, so memory stays bounded without timers. */
  private sweep(): void {
    const t = now();
    if (t - this.sweptAt < 60) return;
    this.sweptAt = t;
    for (const session of this.sessions.values()) if (t > this.expiresAt(session)) this.endSession(session.id);
    for (const [id, p] of this.pending) if (t > p.expiresAt) this.pending.delete(id);
    for (const [id, c] of this.codes) if (t > c.expiresAt) this.codes.delete(id);
  }
}
