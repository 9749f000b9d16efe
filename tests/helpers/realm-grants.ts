import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRealmFile } from '../../src/server/idp/realm-loader.ts';
import { evaluatePermissions } from '../../src/server/idp/policy-evaluator.ts';
import type { PermissionEntry } from '../../src/shared/permissions.ts';

/** The realm's demo users (password = username; README). */
export const demoUsers = ['admin', 'analista', 'operador', 'semacesso'] as const;
export type DemoUser = (typeof demoUsers)[number];

const realmFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../identity/realm-vtlog.json');

/**
 * What the realm file grants each demo user on the API's resource server (vtlog-api): its
 * policies evaluated for the user's effective roles, as the uma-ticket grant answers them. The
 * uma-ticket tests check these grants against the requirement (tests/api/idp/expected-permissions.ts).
 */
export async function realmGrants(audience = 'vtlog-api'): Promise<Record<DemoUser, PermissionEntry[]>> {
  const realm = await loadRealmFile(realmFile, { production: false, allowDemoUsers: true });
  const server = realm.clients.find((c) => c.clientId === audience)?.authorization;
  if (!server) throw new Error(`o realm não tem o servidor de recursos ${audience}`);
  const entries = demoUsers.map((username) => {
    const user = realm.users.find((u) => u.username === username);
    if (!user) throw new Error(`o realm não tem o usuário de demonstração ${username}`);
    return [username, evaluatePermissions(server, new Set(user.roles))] as const;
  });
  return Object.fromEntries(entries) as Record<DemoUser, PermissionEntry[]>;
}

/** True when `entries` hold `resource` with `scope` (any scope when none is named); a plain lookup, independent of the app's matcher. */
export function grants(entries: readonly PermissionEntry[], resource: string, scope?: string): boolean {
  return entries.some((e) => e.rsname === resource && (scope === undefined || (e.scopes ?? []).includes(scope)));
}
