/**
 * Sign-in for the SPA: keycloak-js, unmodified, with PKCE S256 and its default iframe checks (5 s
 * check interval, 10 000 ms 3rd-party-cookie wait). Login is required on load: a page with no
 * session goes to the login page, whose default redirect URI is the current URL, so a deep link
 * returns to itself. A page with a session (a reload, a new tab) finds it with keycloak-js's silent
 * check in a hidden iframe instead of leaving and booting a second time; a reloaded tab resumes
 * with the tokens it stored (tab-tokens.ts), which keycloak-js's session iframe confirms. Then the
 * permissions (uma-ticket grant, cached encrypted per session).
 */
import Keycloak from 'keycloak-js';
import type { PermissionEntry } from '../../shared/permissions.ts';
import type { AccessToken } from '../api/api-settings.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { identityProviderReachable } from './identity-provider-probe.ts';
import { clearLocalSession } from './local-session.ts';
import { loadPermissions, savePermissions } from './permission-store.ts';
import { type TabTokens, secondsLeft, sessionIdOf, storeTabTokens } from './tab-tokens.ts';
import { fetchPermissions, tokenEndpoint } from './uma-permissions.ts';
import { type UserProfile, profileFromToken, storeProfile } from './user-profile.ts';

/** How long the silent single sign-on check may take before the page goes to the login page instead. */
const silentCheckTimeoutMs = 8000;

/** Minimum token validity (s) before an API call refreshes it. */
const minValiditySeconds = 20;

export interface AuthSession {
  profile: UserProfile;
  permissions: PermissionEntry[];
  token: AccessToken;
  logout: () => Promise<void>;
}

export type SignInFailure = 'identity-provider-unreachable' | 'sign-in-failed';

export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    cause?: unknown,
  ) {
    super(reason, { cause });
    this.name = 'SignInError';
  }
}

function homeUrl(): string {
  return `${window.location.origin}/`;
}

/** keycloak-js for the configured realm; every sign-in and refresh keeps the tokens for the tab's next reload. */
export function createKeycloak(config: RuntimeConfig): Keycloak {
  const { url, realm, clientId } = config.auth;
  const keycloak = new Keycloak({ url, realm, clientId });
  keycloak.onAuthLogout = () => {
    // the session ended elsewhere (another tab's Sair, expiry): start over at the login page
    clearLocalSession();
    void keycloak.login();
  };
  keycloak.onAuthSuccess = () => storeTabTokens(keycloak);
  keycloak.onAuthRefreshSuccess = () => storeTabTokens(keycloak);
  return keycloak;
}

/**
 * Resolves once the user is signed in; while keycloak-js redirects to the login page it never
 * resolves (the page is leaving). Throws SignInError when the provider cannot be used.
 * `resumed`: the tokens a reloaded tab stored, for keycloak-js to confirm instead of its silent check.
 */
async function signIn(keycloak: Keycloak, config: RuntimeConfig, resumed: TabTokens | undefined): Promise<void> {
  // The probe and the silent check run side by side; the probe's verdict comes first, so an unreachable
  // provider gets the error screen at once instead of after keycloak-js's iframe timeouts.
  const reachable = identityProviderReachable(config.auth.url, config.auth.realm);
  const initialised = keycloak.init({ onLoad: 'check-sso', silentCheckSsoRedirectUri: silentCheckSsoUrl(), pkceMethod: 'S256', ...resumed }).then(
    () => undefined,
    (error: unknown) => new SignInError('sign-in-failed', error),
  );
  if (!(await reachable)) throw new SignInError('identity-provider-unreachable');
  // The silent check has no timeout of its own: a provider that answers its iframe with an error page
  // (its database down) would leave the boot waiting. The login page then says what is wrong.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'silent'>((resolve) => (timer = setTimeout(() => resolve('silent'), silentCheckTimeoutMs)));
  const outcome = await Promise.race([initialised, timedOut]);
  clearTimeout(timer);
  if (outcome instanceof SignInError) throw outcome;
  if (outcome !== 'silent' && keycloak.authenticated) return;
  await keycloak.login();
  // the page is leaving for the login page
  return new Promise<never>(() => undefined);
}

/**
 * keycloak-js's sign-in, run once `start()` is called: at once for a tab that resumes nothing. A tab
 * that resumes its session draws its app first (app/boot-gate.tsx), and keycloak-js's confirmation,
 * whose two iframes share the page's main thread, starts after that draw instead of delaying it.
 */
export interface SignInRun {
  signedIn: Promise<void>;
  start: () => void;
}

export function signInRun(keycloak: Keycloak, config: RuntimeConfig, resumed: TabTokens | undefined): SignInRun {
  let start: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (start = resolve));
  const signedIn = started.then(() => signIn(keycloak, config, resumed));
  if (!resumed) start();
  return { signedIn, start };
}

/** The page the silent check's hidden iframe returns to (public/silent-check-sso.html). */
function silentCheckSsoUrl(): string {
  return `${window.location.origin}/silent-check-sso.html`;
}

/**
 * The query parameter of the home URL a forced sign-out returns to, naming why (the boot screen
 * explains it instead of going straight to the login page).
 */
export const signedOutParam = 'sessao';
export type SignedOutReason = 'permissoes';

/** Why the session was ended by the app itself, from the URL the sign-out returned to. */
export function signedOutReason(search: string = window.location.search): SignedOutReason | undefined {
  return new URLSearchParams(search).get(signedOutParam) === 'permissoes' ? 'permissoes' : undefined;
}

export function logoutFrom(keycloak: Keycloak, run: SignInRun): (reason?: SignedOutReason) => Promise<void> {
  return async (reason) => {
    // a resumed tab's app is drawn before keycloak-js has its tokens, which the logout names
    run.start();
    await run.signedIn.catch(() => undefined);
    clearLocalSession();
    // the router saves scroll positions into sessionStorage as the page unloads; its listener was
    // registered first, so this one runs after it and leaves the storage empty
    window.addEventListener('pagehide', clearLocalSession);
    await keycloak.logout({ redirectUri: reason ? `${homeUrl()}?${signedOutParam}=${reason}` : homeUrl() });
  };
}

/**
 * The access token, refreshed when it has less than the minimum validity left. A token that stays
 * valid is handed over at once: keycloak-js's updateToken would first ask its session iframe and wait
 * for the answer, a task away, on every request. The session is still checked every 5 s by that
 * iframe, and the API checks every token it is sent.
 * Until keycloak-js has confirmed the session a reloaded tab resumes, the tab's stored token serves
 * (the API checks it, and its session, as any other); anything else starts that confirmation and
 * waits for it.
 */
export function tokenFrom(keycloak: Keycloak, run: SignInRun, resumed: TabTokens | undefined): AccessToken {
  let confirming = resumed !== undefined;
  const confirmed = () => {
    confirming = false;
  };
  run.signedIn.then(confirmed, confirmed);
  const refreshed = async () => {
    run.start();
    await run.signedIn;
    try {
      await keycloak.updateToken(minValiditySeconds);
    } catch (error) {
      // the session is gone: sign in again and come back here
      await keycloak.login();
      throw error;
    }
    if (!keycloak.token) throw new Error('Sem token de acesso após a atualização.');
    return keycloak.token;
  };
  return () => {
    if (keycloak.token && !keycloak.isTokenExpired(minValiditySeconds)) return keycloak.token;
    if (confirming && resumed && secondsLeft(resumed) > minValiditySeconds) return resumed.token;
    return refreshed();
  };
}

/**
 * When the API refuses the token (401), asks the identity provider for a new one. If the provider
 * no longer knows the session (its restart, an administrator ended it), keycloak-js clears the
 * tokens and `onAuthLogout` goes to the login page, which returns here after sign-in.
 * If the refresh works the session lives: the error stays on screen, with no redirect loop.
 * A refusal before sign-in ends starts it and waits: keycloak-js's check of a resumed session decides.
 */
export function tokenRefusedFrom(keycloak: Keycloak, run: SignInRun): () => void {
  return () => {
    run.start();
    run.signedIn.then(() => keycloak.updateToken(-1)).catch(() => undefined);
  };
}

/** The user's permissions: from this session's encrypted cache, else from the authorization server. */
export async function sessionPermissions(keycloak: Keycloak, config: RuntimeConfig, token: AccessToken): Promise<PermissionEntry[]> {
  const sessionId = sessionIdOf(keycloak.tokenParsed);
  const cached = await loadPermissions(config.permissionsSecret, sessionId);
  if (cached) return cached;
  const entries = await fetchPermissions(tokenEndpoint(config.auth.url, config.auth.realm), config.auth.audience, await token());
  await savePermissions(entries, config.permissionsSecret, sessionId);
  return entries;
}

export function sessionProfile(keycloak: Keycloak): UserProfile {
  const profile = profileFromToken(keycloak.idTokenParsed ?? keycloak.tokenParsed);
  storeProfile(profile);
  return profile;
}
