import type { FromSchema } from 'json-schema-to-ts';
import type { PermissionsManifest } from '../../../shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../shared/permissions.ts';
import { AppError } from '../../errors.ts';
import type { EmbeddedIdp } from '../../idp/embedded-idp.ts';
import { evaluatePermissions } from '../../idp/policy-evaluator.ts';
import type { ResourceServer } from '../../idp/realm-types.ts';
import type { userItemSchema } from './user-item.schema.ts';

/** A resource's description in the permissions manifest of the app's folder (its name when it has none). */
export function resourceDescriber(permissions: PermissionsManifest): (name: string) => string {
  const descriptions = new Map(permissions.resources.map((r) => [r.name, r.description]));
  return (name) => descriptions.get(name) ?? name;
}

/** "view, manage" -> "consulta, gestão" style text used in tables. */
export function scopesText(scopes: readonly string[] | undefined): string {
  return (scopes ?? []).join(', ');
}

/** A user as the API answers it (user-item.schema.ts). */
export type UserAnswer = FromSchema<typeof userItemSchema>;

export type UserItem = UserAnswer & {
  /** Not in the response: used by the role and resource filters. */
  roleList: string[];
  resourceList: string[];
};

/** A user as the API answers it (without the lists the filters use). */
export function userAnswer({ roleList: _roles, resourceList: _resources, ...item }: UserItem): UserAnswer {
  return item;
}

/**
 * The realm's users, roles and authorization policies as the embedded identity provider loaded
 * them from identity/realm-vtlog.json (one source of truth). With an external Keycloak (AUTH_URL)
 * the realm lives there and is read through its admin console, so this screen answers 503.
 */
export class RealmDirectory {
  private constructor(
    readonly idp: EmbeddedIdp,
    readonly server: ResourceServer,
  ) {}

  static of(idp: EmbeddedIdp | null): RealmDirectory {
    const server = idp?.realm.clients.find((c) => c.authorization)?.authorization;
    if (!idp || !server) {
      throw new AppError('IDENTITY_UNAVAILABLE', { message: 'Usuários e papéis são administrados no servidor de identidade externo (Keycloak).' });
    }
    return new RealmDirectory(idp, server);
  }

  /** Roles the authorization policies name, in the order they first appear: the application roles. */
  applicationRoles(): string[] {
    return [...new Set(this.server.permissions.flatMap((p) => p.policies.flatMap((policy) => policy.roles.map((r) => r.name))))];
  }

  effectivePermissions(roles: readonly string[]): PermissionEntry[] {
    return evaluatePermissions(this.server, new Set(roles));
  }

  user(id: string): UserItem | undefined {
    return this.users().find((user) => user.id === id);
  }

  users(): UserItem[] {
    const appRoles = new Set(this.applicationRoles());
    return this.idp.realm.users.map((user) => {
      const roleList = user.roles.filter((r) => appRoles.has(r));
      const granted = this.effectivePermissions(user.roles);
      return {
        id: user.id,
        username: user.username,
        nome: `${user.firstName} ${user.lastName}`.trim(),
        primeiroNome: user.firstName,
        sobrenome: user.lastName,
        email: user.email,
        habilitado: user.enabled,
        papeis: roleList.join(', '),
        papeisDiretos: user.realmRoles.filter((r) => appRoles.has(r)),
        totalRecursos: granted.length,
        permissoes: granted.map((e) => `${e.rsname} (${scopesText(e.scopes)})`).join('; '),
        roleList,
        resourceList: granted.map((e) => e.rsname),
      };
    });
  }

  /** Resource × role: the scopes each role's own policies grant (composite roles add those of the roles they contain). */
  matrix(describeResource: (name: string) => string): Record<string, string>[] {
    const grants = new Map(
      this.applicationRoles().map((role) => [role, new Map(this.effectivePermissions([role]).map((e) => [e.rsname, scopesText(e.scopes)]))]),
    );
    return this.server.resources.map((resource) => ({
      recurso: resource.name,
      descricao: describeResource(resource.name),
      ...Object.fromEntries([...grants].map(([role, byResource]) => [role, byResource.get(resource.name) ?? ''])),
    }));
  }
}
