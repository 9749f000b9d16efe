import { createHash } from 'node:crypto';
import type { AuthorizationSettingsFile, AuthzPermission, AuthzPolicy, DecisionStrategy, Logic, PolicyFile, ResourceServer } from './realm-types.ts';

/**
 * Turns a client's `authorizationSettings` into the model the policy evaluator runs.
 * Only the policy types the evaluator implements are accepted (role policies; resource and scope
 * permissions); anything else is reported so the server refuses to start rather than silently
 * granting or denying differently from Keycloak.
 */
export function loadAuthorization(clientId: string, settings: AuthorizationSettingsFile, knownRoles: ReadonlySet<string>, problems: string[]): ResourceServer {
  const where = `cliente ${clientId}, authorizationSettings`;
  const scopes = (settings.scopes ?? []).map((s) => s.name);
  const resources = (settings.resources ?? []).map((r) => {
    if (r.type) problems.push(`${where}: recurso "${r.name}" usa type (recursos tipados não são suportados).`);
    const resourceScopes = (r.scopes ?? []).map((s) => s.name);
    for (const s of resourceScopes) if (!scopes.includes(s)) problems.push(`${where}: recurso "${r.name}" usa o escopo desconhecido "${s}".`);
    return { id: r._id ?? stableId(`${clientId}/${r.name}`), name: r.name, scopes: resourceScopes };
  });
  const resourceNames = new Set(resources.map((r) => r.name));
  if (resourceNames.size !== resources.length) problems.push(`${where}: nomes de recurso repetidos.`);

  const policiesByName = new Map<string, AuthzPolicy>();
  const permissionFiles: PolicyFile[] = [];
  for (const policy of settings.policies ?? []) {
    if (policy.type === 'role') {
      policiesByName.set(policy.name, rolePolicy(policy, knownRoles, where, problems));
    } else if (policy.type === 'resource' || policy.type === 'scope') {
      permissionFiles.push(policy);
    } else {
      problems.push(`${where}: política "${policy.name}" do tipo "${policy.type}" não é suportada pelo servidor embutido (suportados: role, resource, scope).`);
    }
  }

  const permissions = permissionFiles.map((file): AuthzPermission => {
    const config = file.config ?? {};
    if (config.defaultResourceType) problems.push(`${where}: permissão "${file.name}" usa defaultResourceType (não suportado).`);
    const listed = (key: string) => jsonList(config[key], `${where}: permissão "${file.name}", config.${key}`, problems);
    const permissionResources = listed('resources');
    const permissionScopes = file.type === 'scope' ? listed('scopes') : [];
    for (const r of permissionResources) if (!resourceNames.has(r)) problems.push(`${where}: permissão "${file.name}" cita o recurso desconhecido "${r}".`);
    for (const s of permissionScopes) if (!scopes.includes(s)) problems.push(`${where}: permissão "${file.name}" cita o escopo desconhecido "${s}".`);
    if (file.type === 'scope' && permissionScopes.length === 0) problems.push(`${where}: permissão de escopo "${file.name}" sem escopos.`);
    if (file.type === 'resource' && permissionResources.length === 0) problems.push(`${where}: permissão de recurso "${file.name}" sem recursos.`);
    const policies = listed('applyPolicies').flatMap((name) => {
      const policy = policiesByName.get(name);
      if (!policy) problems.push(`${where}: permissão "${file.name}" aplica a política desconhecida ou não suportada "${name}".`);
      return policy ? [policy] : [];
    });
    return {
      name: file.name,
      type: file.type as 'resource' | 'scope',
      logic: logic(file.logic, file.name, where, problems),
      decisionStrategy: strategy(file.decisionStrategy, file.name, where, problems),
      resources: permissionResources,
      scopes: permissionScopes,
      policies,
    };
  });

  const enforcementMode = settings.policyEnforcementMode ?? 'ENFORCING';
  if (!['ENFORCING', 'PERMISSIVE', 'DISABLED'].includes(enforcementMode)) problems.push(`${where}: policyEnforcementMode "${enforcementMode}" inválido.`);
  return {
    clientId,
    enforcementMode,
    decisionStrategy: strategy(settings.decisionStrategy, 'resource server', where, problems),
    resources,
    scopes,
    permissions,
  };
}

function rolePolicy(policy: PolicyFile, knownRoles: ReadonlySet<string>, where: string, problems: string[]): AuthzPolicy {
  const raw = policy.config?.roles;
  let roles: { name: string; required: boolean }[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(parsed)) throw new Error('not a list');
    roles = parsed.map((entry: { id?: unknown; required?: unknown }) => {
      if (typeof entry?.id !== 'string') throw new Error('role without id');
      return { name: entry.id, required: entry.required === true };
    });
  } catch {
    problems.push(`${where}: política "${policy.name}": config.roles deve ser uma lista JSON de {"id", "required"}.`);
  }
  for (const role of roles) {
    if (role.name.includes('/')) problems.push(`${where}: política "${policy.name}" usa papel de cliente "${role.name}" (não suportado).`);
    else if (!knownRoles.has(role.name)) problems.push(`${where}: política "${policy.name}" cita o papel desconhecido "${role.name}".`);
  }
  if (roles.length === 0) problems.push(`${where}: política "${policy.name}" sem papéis.`);
  return { name: policy.name, type: 'role', logic: logic(policy.logic, policy.name, where, problems), roles };
}

function jsonList(raw: string | undefined, label: string, problems: string[]): string[] {
  if (raw === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((v) => typeof v === 'string')) return parsed;
  } catch {
    // reported below
  }
  problems.push(`${label} deve ser uma lista JSON de textos (como o Keycloak exporta).`);
  return [];
}

function logic(value: string | undefined, name: string, where: string, problems: string[]): Logic {
  if (value === undefined || value === 'POSITIVE' || value === 'NEGATIVE') return value ?? 'POSITIVE';
  problems.push(`${where}: "${name}" tem logic "${value}" inválida.`);
  return 'POSITIVE';
}

function strategy(value: string | undefined, name: string, where: string, problems: string[]): DecisionStrategy {
  if (value === undefined || value === 'UNANIMOUS' || value === 'AFFIRMATIVE' || value === 'CONSENSUS') return value ?? 'UNANIMOUS';
  problems.push(`${where}: "${name}" tem decisionStrategy "${value}" inválida.`);
  return 'UNANIMOUS';
}

/** A stable UUID-shaped id for a resource without `_id`, so `rsid` does not change between restarts. */
function stableId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
