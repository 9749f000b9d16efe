import { type ReactNode, createContext, useContext, useMemo } from 'react';
import { type PermissionEntry, type PermissionRequirement, hasPermission } from '../../shared/permissions.ts';
import type { AccessToken } from '../api/api-settings.ts';
import type { AuthSession } from './auth-session.ts';
import type { UserProfile } from './user-profile.ts';

export interface AuthContextValue {
  profile: UserProfile;
  permissions: PermissionEntry[];
  /** True when the user holds the resource (with the scope, when one is named). */
  can: (requirement: PermissionRequirement) => boolean;
  /** A valid access token (refreshed when it has less than 20 s left). */
  token: AccessToken;
  /** Clears the local session and signs out at the identity provider. */
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({
      profile: session.profile,
      permissions: session.permissions,
      can: (requirement) => hasPermission(session.permissions, requirement),
      token: session.token,
      logout: session.logout,
    }),
    [session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The signed-in session seen with another permission set: the manifest studio's preview draws a page
 * as another role would see it. Only what the SPA shows changes; the API still answers with the
 * user's own token.
 */
export function PermissionsOverride({ permissions, children }: { permissions: PermissionEntry[]; children: ReactNode }) {
  const outer = useAuth();
  const value = useMemo<AuthContextValue>(
    () => ({ ...outer, permissions, can: (requirement) => hasPermission(permissions, requirement) }),
    [outer, permissions],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() fora de <AuthProvider>.');
  return value;
}
