/** An SSO session (Keycloak "user session"): created at login, ended by logout or timeouts. */
export interface SsoSession {
  id: string;
  userId: string;
  authTime: number;
  started: number;
  lastSeen: number;
}

/** A session as the browser holding its HttpOnly KEYCLOAK_IDENTITY cookie knows it (the store keeps only a hash of the secret). */
export interface BrowserSession extends SsoSession {
  identitySecret: string;
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
 * Where the embedded IdP keeps SSO sessions, refresh-token rotation, pending logins and codes.
 * Shared by every instance on the database, so each answer is what any instance last wrote.
 */
export interface SessionStore {
  createSession(userId: string): Promise<BrowserSession>;
  /** The session if it is still active (idle and max lifespan not exceeded). */
  activeSession(id: string | undefined): Promise<SsoSession | undefined>;
  /**
   * An API request's check in one round trip: the session if it is still active, with the users'
   * revision (realm_user_revision) read by the same statement.
   */
  activeSessionWithUsersRevision(id: string | undefined): Promise<{ session: SsoSession; usersRevision: number } | undefined>;
  sessionByIdentity(secret: string | undefined): Promise<BrowserSession | undefined>;
  /** When the session ends if nothing refreshes it (idle timeout capped by the max lifespan). */
  expiresAt(session: SsoSession): number;
  /** Records activity (refreshes the idle timeout); writes only when the stored time is a few seconds old. */
  touch(session: SsoSession): Promise<void>;
  endSession(id: string): Promise<void>;
  /**
   * Makes `jti` the one refresh token of the session and client that may still be used. With
   * `replacing`, only if that is still the current one (false otherwise: another request used it
   * first). When `replacing` is an older token of the current one's family (refresh-token-family.ts),
   * it was rotated already and is used again, by a thief or by the client it was stolen from: every
   * refresh token of the session is then revoked (RFC 9700 §4.14.2; Keycloak likewise detaches the
   * client from the session). The SSO session itself stays, so the browser gets new tokens through
   * its cookie while a refresh token alone gets nothing more. With `reusable` (a realm without
   * refresh-token rotation, `revokeRefreshToken: false`), `replacing` may be any token the client
   * holds in the session, as long as its refresh tokens were not revoked meanwhile.
   */
  rotateRefreshToken(sessionId: string, clientId: string, jti: string, replacing?: string, reusable?: boolean): Promise<boolean>;
  /** The id of the refresh token of the session and client that may still be used (none once revoked). */
  currentRefreshToken(sessionId: string, clientId: string): Promise<string | undefined>;
  /**
   * Ends the refresh tokens of the session (of one client when named), every family of them: they
   * are refused from the next request on, through any instance. The SSO session itself stays.
   */
  revokeRefreshTokens(sessionId: string, clientId?: string): Promise<void>;
  addPending(login: Omit<PendingLogin, 'tabId'>): Promise<PendingLogin>;
  pendingLogin(tabId: string | undefined, browserId: string | undefined): Promise<PendingLogin | undefined>;
  /** Single use: true for the one caller that removed it. */
  removePending(tabId: string): Promise<boolean>;
  addCode(code: Omit<AuthCode, 'code'>): Promise<AuthCode>;
  /** Single use: the code is gone after the first attempt, valid or not. */
  takeCode(code: string): Promise<AuthCode | undefined>;
}

/**
 * Bounds of the stored state. Pending logins are what anyone can create without signing in:
 * beyond a browser's, an address's or the server's share, the oldest one is dropped (Keycloak
 * likewise drops a browser's oldest tab beyond its limit); its page then says it expired.
 */
export const STORE_LIMITS = {
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

export type StoreLimits = { idleSeconds: number; maxSeconds: number } & Partial<Record<keyof typeof STORE_LIMITS, number>>;
