/**
 * The boot sequence: /config.json -> identity provider reachable -> sign-in (keycloak-js) ->
 * profile -> permissions. Each failure becomes an outcome the boot screen explains in pt-BR.
 */
import type Keycloak from 'keycloak-js';
import { appManifest } from '../manifests/app-manifest.ts';
import { configureApi } from '../api/api-settings.ts';
import { prepareStoredPermissionsKey } from '../auth/permission-store.ts';
import { type RuntimeConfig, RuntimeConfigError, loadRuntimeConfig } from '../config/runtime-config.ts';
import { type AuthSession, SignInError, logoutFrom, sessionPermissions, sessionProfile, signIn, signedOutReason, tokenFrom, tokenRefusedFrom } from '../auth/auth-session.ts';

export type BootOutcome =
  | { kind: 'ready'; session: AuthSession }
  | { kind: 'config-invalid'; problems: string[] }
  | { kind: 'identity-provider-unreachable'; authUrl: string }
  | { kind: 'sign-in-failed' }
  | { kind: 'permissions-failed'; signedOut: boolean };

async function bootWith(config: RuntimeConfig): Promise<BootOutcome> {
  // A reload finds the permission list stored: its key is derived while sign-in runs, not after.
  prepareStoredPermissionsKey(config.permissionsSecret);
  let keycloak: Keycloak;
  try {
    keycloak = await signIn(config);
  } catch (error) {
    if (error instanceof SignInError && error.reason === 'identity-provider-unreachable') {
      return { kind: 'identity-provider-unreachable', authUrl: config.auth.url };
    }
    console.error(error);
    return { kind: 'sign-in-failed' };
  }
  const token = tokenFrom(keycloak);
  const logout = logoutFrom(keycloak);
  configureApi({ baseUrl: config.apiBaseUrl, token, onTokenRefused: tokenRefusedFrom(keycloak) });
  const profile = sessionProfile(keycloak);
  try {
    const permissions = await sessionPermissions(keycloak, config);
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

async function boot(): Promise<BootOutcome> {
  // Back from the sign-out a failed permission fetch forced: say so before any new sign-in.
  if (signedOutReason() === 'permissoes') return { kind: 'permissions-failed', signedOut: true };
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    return { kind: 'config-invalid', problems: error instanceof RuntimeConfigError ? error.problems : [String(error)] };
  }
  return bootWith(config);
}

let started: Promise<BootOutcome> | undefined;

/** The boot of this page load, started on the first call: keycloak-js must be initialised exactly once. */
export function startBoot(): Promise<BootOutcome> {
  return (started ??= boot());
}
