import type { PermissionEntry } from '../../shared/permissions.ts';
import type { AuthzPermission, AuthzPolicy, AuthzResource, ResourceServer } from './realm-types.ts';

type Effect = 'PERMIT' | 'DENY';

export interface PermissionRequest {
  resource: string;
  /** Empty = every scope of the resource. */
  scopes: string[];
}

/**
 * Keycloak's policy evaluation for a resource server, for the policy types the embedded server
 * supports (role policies; resource and scope permissions), following Keycloak's
 * DefaultPolicyEvaluator + DecisionPermissionCollector:
 * - a policy's effect is inverted by NEGATIVE logic;
 * - a permission grants according to its decision strategy over its policies;
 * - per resource, scopes denied by one permission are removed unless the resource server's decision
 *   strategy is AFFIRMATIVE and another permission granted them;
 * - a resource no permission applies to is denied in ENFORCING mode and granted in PERMISSIVE mode.
 */
export function evaluatePermissions(server: ResourceServer, roles: ReadonlySet<string>, requested?: readonly PermissionRequest[]): PermissionEntry[] {
  const targets: { resource: AuthzResource; scopes: string[] }[] = requested
    ? requested.flatMap((r) => {
        const resource = server.resources.find((x) => x.name === r.resource);
        return resource ? [{ resource, scopes: r.scopes.length > 0 ? r.scopes.filter((s) => resource.scopes.includes(s)) : resource.scopes }] : [];
      })
    : server.resources.map((resource) => ({ resource, scopes: resource.scopes }));

  const entries: PermissionEntry[] = [];
  for (const { resource, scopes } of targets) {
    const granted = evaluateResource(server, resource, scopes, roles);
    if (granted) entries.push({ rsid: resource.id, rsname: resource.name, ...(granted.length > 0 && { scopes: granted }) });
  }
  return entries;
}

/** The granted scopes of one resource, or undefined when the resource is not granted at all. */
function evaluateResource(server: ResourceServer, resource: AuthzResource, requestedScopes: string[], roles: ReadonlySet<string>): string[] | undefined {
  if (server.enforcementMode === 'DISABLED') return requestedScopes;
  const applicable = server.permissions.filter((p) => appliesTo(p, resource, requestedScopes) && p.policies.length > 0);
  if (applicable.length === 0) return server.enforcementMode === 'PERMISSIVE' ? requestedScopes : undefined;

  const granted = new Set<string>();
  const denied = new Set<string>();
  let grantedByResourcePermission = false;
  let anyDeny = false;
  for (const permission of applicable) {
    const containsResource = permission.resources.includes(resource.name);
    if (isGranted(permission, roles)) {
      if (permission.type === 'scope') {
        for (const scope of requestedScopes) if (permission.scopes.includes(scope)) granted.add(scope);
      } else {
        for (const scope of requestedScopes) granted.add(scope);
        grantedByResourcePermission ||= containsResource;
      }
    } else {
      anyDeny = true;
      if (permission.type === 'resource') {
        if (containsResource || !grantedByResourcePermission) for (const scope of requestedScopes) denied.add(scope);
      } else if (containsResource || permission.resources.length === 0) {
        for (const scope of permission.scopes) denied.add(scope);
      }
    }
  }
  if (server.decisionStrategy === 'AFFIRMATIVE') for (const scope of granted) denied.delete(scope);
  for (const scope of denied) granted.delete(scope);

  if (!grantedByResourcePermission && granted.size === 0 && requestedScopes.length > 0) return undefined;
  if (anyDeny && granted.size === 0) return undefined;
  return requestedScopes.filter((s) => granted.has(s));
}

function appliesTo(permission: AuthzPermission, resource: AuthzResource, requestedScopes: string[]): boolean {
  if (permission.type === 'resource') return permission.resources.includes(resource.name);
  const resourceMatches = permission.resources.length === 0 || permission.resources.includes(resource.name);
  return resourceMatches && permission.scopes.some((s) => requestedScopes.includes(s));
}

/** A permission's decision strategy over the effects of its policies (Keycloak AbstractDecisionCollector.isGranted). */
function isGranted(permission: AuthzPermission, roles: ReadonlySet<string>): boolean {
  const effects = permission.policies.map((policy) => withLogic(policy.logic, evaluatePolicy(policy, roles)));
  const grants = effects.filter((e) => e === 'PERMIT').length;
  switch (permission.decisionStrategy) {
    case 'AFFIRMATIVE':
      return grants > 0;
    case 'CONSENSUS':
      return grants > effects.length - grants;
    default:
      return grants === effects.length;
  }
}

/**
 * Keycloak RolePolicyProvider: deny when a required role is missing; otherwise grant when the
 * identity holds at least one of the roles; no effect (= deny) when it holds none.
 */
function evaluatePolicy(policy: AuthzPolicy, roles: ReadonlySet<string>): Effect {
  let effect: Effect = 'DENY';
  for (const role of policy.roles) {
    const has = roles.has(role.name);
    if (!has && role.required) return 'DENY';
    if (has) effect = 'PERMIT';
  }
  return effect;
}

function withLogic(logic: 'POSITIVE' | 'NEGATIVE', effect: Effect): Effect {
  if (logic === 'POSITIVE') return effect;
  return effect === 'PERMIT' ? 'DENY' : 'PERMIT';
}
