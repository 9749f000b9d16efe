/**
 * Permission matching shared by the SPA (route guard, menu) and the server (route enforcement).
 * A permission entry is what the authorization server answers to the uma-ticket grant with
 * `response_mode=permissions`.
 */
export const scopes = ['view', 'manage'] as const;
export type Scope = (typeof scopes)[number];

export interface PermissionEntry {
  rsid?: string;
  rsname: string;
  scopes?: string[];
}

export interface PermissionRequirement {
  resource: string;
  /** Omitted: any scope of the resource will do. */
  scope?: Scope;
}

/** True when the entries grant `resource` (with `scope`, when one is named). */
export function hasPermission(entries: readonly PermissionEntry[], requirement: PermissionRequirement): boolean {
  return entries.some(
    (entry) => entry.rsname === requirement.resource && (requirement.scope === undefined || (entry.scopes ?? []).includes(requirement.scope)),
  );
}

/**
 * Route access: the user needs at least one entry matching one of the route's
 * required resources; a route that declares no required permissions denies access.
 */
export function canAccessRoute(entries: readonly PermissionEntry[], required: readonly PermissionRequirement[]): boolean {
  return required.length > 0 && required.some((requirement) => hasPermission(entries, requirement));
}
