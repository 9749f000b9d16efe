/**
 * The boot sequence: /config.json -> identity provider reachable -> sign-in (keycloak-js) ->
 * profile -> permissions. Each failure becomes an outcome the boot screen explains in pt-BR.
 * A reloaded tab resumes its session (its stored tokens and cached permissions), and keycloak-js
 * confirms it with the identity provider once the app is drawn: see resumedSession().
 */
import { appManifest } from '../manifests/app-manifest.ts';
import { type AccessToken, configureApi } from '../api/api-settings.ts';
import { loadPermissions, prepareStoredPermissionsKey } from '../auth/permission-store.ts';
import { type TabTokens, claimsOf, sessionIdOf, storedTabTokens } from '../auth/tab-tokens.ts';
import { profileFromToken } from '../auth/user-profile.ts';
import { type RuntimeConfig, RuntimeConfigError, loadRuntimeConfig } from '../config/runtime-config.ts';
import {
  type AuthSession,
  type SignInRun,
  SignInError,
  createKeycloak,
  logoutFrom,
  sessionPermissions,
  sessionProfile,
  signInRun,
  signedOutReason,
  tokenFrom,
  tokenRefusedFrom,
} from '../auth/auth-session.ts';

export type BootOutcome =
  | { kind: 'ready'; session: AuthSession }
  | { kind: 'config-invalid'; problems: string[] }
  | { kind: 'identity-provider-unreachable'; authUrl: string }
  | { kind: 'sign-in-failed' }
  | { kind: 'permissions-failed'; signedOut: boolean };

/**
 * A reloaded tab's session before keycloak-js has confirmed it: the tokens it stored, the permissions
 * it cached for that session and the profile its ID token names. Undefined without a cached list.
 */
async function sessionOfTokens(config: RuntimeConfig, resumed: TabTokens, token: AccessToken, logout: AuthSession['logout']): Promise<AuthSession | undefined> {
  const permissions = await loadPermissions(config.permissionsSecret, sessionIdOf(claimsOf(resumed.token)));
  if (!permissions) return undefined;
  return { profile: profileFromToken(claimsOf(resumed.idToken ?? resumed.token)), permissions, token, logout };
}

async function bootWith(config: RuntimeConfig, resume: (session: AuthSession | undefined) => void): Promise<BootOutcome> {
  // A reload finds the permission list stored: its key is derived while sign-in runs, not after.
  prepareStoredPermissionsKey(config.permissionsSecret);
  const resumed = storedTabTokens();
  const keycloak = createKeycloak(config);
  const run = (signIns = signInRun(keycloak, config, resumed));
  const token = tokenFrom(keycloak, run, resumed);
  const logout = logoutFrom(keycloak, run);
  configureApi({ baseUrl: config.apiBaseUrl, token, onTokenRefused: tokenRefusedFrom(keycloak, run) });
  const early = resumed ? sessionOfTokens(config, resumed, token, logout) : Promise.resolve(undefined);
  void early.then(resume);
  try {
    await run.signedIn;
  } catch (error) {
    if (error instanceof SignInError && error.reason === 'identity-provider-unreachable') {
      return { kind: 'identity-provider-unreachable', authUrl: config.auth.url };
    }
    console.error(error);
    return { kind: 'sign-in-failed' };
  }
  // keycloak-js confirmed the session the tab resumed: the app drawn with it stays as it is
  const session = await early;
  if (session && resumed && sessionIdOf(keycloak.tokenParsed) === sessionIdOf(claimsOf(resumed.token))) return { kind: 'ready', session };
  const profile = sessionProfile(keycloak);
  try {
    const permissions = await sessionPermissions(keycloak, config, token);
    // No permissions -> every guarded route sends the user to /access-denied
    if (permissions.length === 0) console.warn(appManifest.texts.noPermissions);
    return { kind: 'ready', session: { profile, permissions, token, logout } };
  } catch (error) {
    // A permission fetch error logs the user out and blocks navigation; the sign-out
    // returns to the home page naming why, where the boot screen explains it (see boot())
    console.error(error);
    void logout('permissoes');
    return { kind: 'permissions-failed', signedOut: false };
  }
}

async function boot(resume: (session: AuthSession | undefined) => void): Promise<BootOutcome> {
  // Back from the sign-out a failed permission fetch forced: say so before any new sign-in.
  if (signedOutReason() === 'permissoes') return { kind: 'permissions-failed', signedOut: true };
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    return { kind: 'config-invalid', problems: error instanceof RuntimeConfigError ? error.problems : [String(error)] };
  }
  return bootWith(config, resume);
}

/** This page load's sign-in (keycloak-js runs once per page load). */
let signIns: SignInRun | undefined;

/**
 * Starts keycloak-js's confirmation of the session a reloaded tab resumed: once the app has been
 * drawn with it, or at once when it is not (see boot-gate.tsx). A tab that resumed nothing has its
 * sign-in running from the start.
 */
export function confirmSession(): void {
  signIns?.start();
}

interface Boot {
  outcome: Promise<BootOutcome>;
  resumed: Promise<AuthSession | undefined>;
}

let started: Boot | undefined;

/** The boot of this page load, started on the first call: keycloak-js must be initialised exactly once. */
function begin(): Boot {
  if (started) return started;
  let resume: (session: AuthSession | undefined) => void = () => undefined;
  const resumed = new Promise<AuthSession | undefined>((resolve) => (resume = resolve));
  const outcome = boot(resume);
  // a boot that resumed nothing settles it too (the first call wins)
  void outcome.then(() => resume(undefined));
  return (started = { outcome, resumed });
}

export function startBoot(): Promise<BootOutcome> {
  return begin().outcome;
}

/**
 * The session a reloaded tab resumes, as soon as its stored tokens and cached permissions are read:
 * the opened page asks for its data with it (the API checks the token, and its session, on every
 * request), and the app is drawn with it once the API has accepted that token (boot-gate.tsx).
 * keycloak-js then confirms the session with the identity provider: startBoot() settles with this
 * same session, or the tab leaves for the login page. Undefined for a tab that resumes nothing.
 */
export function resumedSession(): Promise<AuthSession | undefined> {
  return begin().resumed;
}

/** The user's session as soon as it is known: a resumed tab's, else the signed-in one (none when sign-in fails). */
export async function firstSession(): Promise<AuthSession | undefined> {
  const resumed = await resumedSession();
  if (resumed) return resumed;
  const outcome = await startBoot();
  return outcome.kind === 'ready' ? outcome.session : undefined;
}
