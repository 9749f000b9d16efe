import { readFile } from 'node:fs/promises';
import { loadAuthorization } from './authorization-loader.ts';
import { hashPassword } from './password-hash.ts';
import type { ClientFile, Realm, RealmClient, RealmFile, RealmUser, RoleFile, UserFile } from './realm-types.ts';

export class RealmFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Arquivo de realm inválido (${file}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'RealmFileError';
  }
}

export interface RealmLoadOptions {
  /** NODE_ENV=production refuses plaintext (demo) passwords unless `allowDemoUsers`. */
  production: boolean;
  allowDemoUsers: boolean;
}

/** Reads a Keycloak realm import file, validates it and hashes the users' passwords (scrypt). */
export async function loadRealmFile(file: string, options: RealmLoadOptions): Promise<Realm> {
  let parsed: RealmFile;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as RealmFile;
  } catch (error) {
    throw new RealmFileError(file, [`não foi possível ler o JSON: ${(error as Error).message}`]);
  }
  return buildRealm(parsed, file, options);
}

export async function buildRealm(source: RealmFile, file: string, options: RealmLoadOptions): Promise<Realm> {
  const problems: string[] = [];
  if (typeof source.realm !== 'string' || source.realm === '') problems.push('"realm" (nome do realm) é obrigatório.');
  if (source.enabled === false) problems.push(`o realm "${source.realm}" está desabilitado.`);

  const roles = expandRoles(source.roles?.realm ?? [], problems);
  const defaultRole = source.defaultRole?.name;
  if (defaultRole !== undefined && !roles.has(defaultRole)) problems.push(`defaultRole "${defaultRole}" não está em roles.realm.`);

  const demoUsers: string[] = [];
  const everyone = await Promise.all(
    (source.users ?? []).map(async (u): Promise<RealmUser> => {
      const direct = u.realmRoles ?? [];
      for (const role of direct) if (!roles.has(role)) problems.push(`usuário "${u.username}" tem o papel desconhecido "${role}".`);
      const password = u.credentials?.find((c) => c.type === 'password');
      if (u.credentials?.some((c) => c.type !== 'password' || c.value === undefined)) {
        problems.push(`usuário "${u.username}": só credenciais do tipo password com "value" em texto (formato de importação) são suportadas.`);
      }
      if (password?.value !== undefined) demoUsers.push(u.username);
      return {
        id: u.id ?? problemId(u.username, problems),
        username: u.username.toLowerCase(),
        firstName: u.firstName ?? '',
        lastName: u.lastName ?? '',
        email: (u.email ?? '').toLowerCase(),
        emailVerified: u.emailVerified ?? false,
        enabled: u.enabled ?? true,
        passwordHash: password?.value === undefined ? undefined : await hashPassword(password.value),
        realmRoles: direct,
        roles: effectiveRoles(roles, direct),
      };
    }),
  );
  if (new Set(everyone.map((u) => u.username)).size !== everyone.length) problems.push('nomes de usuário repetidos.');
  const accounts = serviceAccounts(source.clients ?? [], source.users ?? [], everyone, problems);
  const clients = (source.clients ?? []).map((c) => buildClient(c, new Set(roles.keys()), accounts.get(c.clientId), problems));
  const serviceUsers = new Set(accounts.values());
  const users = everyone.filter((u) => !serviceUsers.has(u));
  if (options.production && !options.allowDemoUsers && demoUsers.length > 0) {
    problems.push(
      `NODE_ENV=production: o servidor de identidade embutido recusa senhas de demonstração (${demoUsers.join(', ')}). ` +
        'Use um Keycloak real (AUTH_URL) ou, conscientemente, ALLOW_DEMO_USERS=true.',
    );
  }
  if (problems.length > 0) throw new RealmFileError(file, problems);

  return {
    name: source.realm,
    displayName: source.displayName ?? source.realm,
    accessTokenLifespan: source.accessTokenLifespan ?? 300,
    accessCodeLifespan: source.accessCodeLifespan ?? 60,
    accessCodeLifespanLogin: source.accessCodeLifespanLogin ?? 1800,
    ssoSessionIdleTimeout: source.ssoSessionIdleTimeout ?? 1800,
    ssoSessionMaxLifespan: source.ssoSessionMaxLifespan ?? 36000,
    revokeRefreshToken: source.revokeRefreshToken ?? false,
    loginWithEmailAllowed: source.loginWithEmailAllowed ?? true,
    bruteForce: {
      enabled: source.bruteForceProtected ?? false,
      permanentLockout: source.permanentLockout ?? false,
      failureFactor: source.failureFactor ?? 30,
      waitIncrementSeconds: source.waitIncrementSeconds ?? 60,
      maxFailureWaitSeconds: source.maxFailureWaitSeconds ?? 900,
      maxDeltaTimeSeconds: source.maxDeltaTimeSeconds ?? 43200,
    },
    roles,
    users,
    clients,
  };
}

/** Direct roles with their composites expanded, as Keycloak puts them in tokens. */
export function effectiveRoles(roles: ReadonlyMap<string, readonly string[]>, direct: readonly string[]): string[] {
  return [...new Set(direct.flatMap((role) => roles.get(role) ?? []))];
}

/** Role name -> effective roles (itself plus composites, transitively), as Keycloak expands them into tokens. */
export function expandRoles(files: RoleFile[], problems: string[]): Map<string, string[]> {
  const byName = new Map(files.map((r) => [r.name, r]));
  const expand = (name: string, seen: Set<string>): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const child of byName.get(name)?.composites?.realm ?? []) {
      if (!byName.has(child)) problems.push(`o papel "${name}" é composto pelo papel desconhecido "${child}".`);
      else expand(child, seen);
    }
  };
  return new Map(
    files.map((r) => {
      const seen = new Set<string>();
      expand(r.name, seen);
      return [r.name, [...seen]];
    }),
  );
}

/**
 * Each confidential client's service-account user (the user whose `serviceAccountClientId` names
 * it), by client id. Keycloak creates that user when service accounts are enabled; here the realm
 * file must hold it, since its fixed id becomes the tokens' `sub` and its roles what they grant.
 */
function serviceAccounts(clients: ClientFile[], files: UserFile[], users: RealmUser[], problems: string[]): Map<string, RealmUser> {
  const accounts = new Map<string, RealmUser>();
  files.forEach((file, index) => {
    const clientId = file.serviceAccountClientId;
    const user = users[index];
    if (clientId === undefined || !user) return;
    const client = clients.find((c) => c.clientId === clientId);
    const expected = `service-account-${clientId.toLowerCase()}`;
    if (!client?.serviceAccountsEnabled || client.publicClient) {
      problems.push(`usuário "${file.username}": o cliente "${clientId}" não existe ou não é confidencial com serviceAccountsEnabled.`);
    } else if (user.username !== expected) {
      problems.push(`a conta de serviço do cliente "${clientId}" deve se chamar "${expected}", como no Keycloak.`);
    } else if (accounts.has(clientId)) {
      problems.push(`o cliente "${clientId}" tem mais de uma conta de serviço.`);
    } else {
      accounts.set(clientId, user);
    }
    if (file.credentials !== undefined && file.credentials.length > 0)
      problems.push(`a conta de serviço "${file.username}" não tem senha: obtém tokens pelo client_credentials.`);
  });
  for (const c of clients) {
    if (c.serviceAccountsEnabled && !c.publicClient && !accounts.has(c.clientId)) {
      problems.push(
        `o cliente "${c.clientId}" tem serviceAccountsEnabled, mas o realm não tem sua conta de serviço (usuário com serviceAccountClientId "${c.clientId}").`,
      );
    }
  }
  return accounts;
}

function buildClient(c: ClientFile, roles: ReadonlySet<string>, serviceAccount: RealmUser | undefined, problems: string[]): RealmClient {
  const attributes = c.attributes ?? {};
  const pkceMethod = attributes['pkce.code.challenge.method'] || undefined;
  if (pkceMethod !== undefined && pkceMethod !== 'S256' && pkceMethod !== 'plain') {
    problems.push(`cliente ${c.clientId}: pkce.code.challenge.method "${pkceMethod}" inválido.`);
  }
  const redirectUris = (c.redirectUris ?? []).map((uri) => (c.rootUrl && uri.startsWith('/') ? c.rootUrl.replace(/\/$/, '') + uri : uri));
  const postLogout = (attributes['post.logout.redirect.uris'] ?? '+').split('##').filter((v) => v !== '');
  return {
    clientId: c.clientId,
    enabled: c.enabled ?? true,
    publicClient: c.publicClient ?? false,
    secret: c.secret,
    standardFlowEnabled: c.standardFlowEnabled ?? true,
    directAccessGrantsEnabled: c.directAccessGrantsEnabled ?? false,
    redirectUris,
    webOrigins: c.webOrigins ?? [],
    postLogoutRedirectUris: postLogout.flatMap((v) => (v === '+' ? redirectUris : [v])),
    pkceMethod,
    audiences: (c.protocolMappers ?? [])
      .filter((m) => m.protocolMapper === 'oidc-audience-mapper' && m.config?.['access.token.claim'] !== 'false')
      .flatMap((m) => (m.config?.['included.client.audience'] ? [m.config['included.client.audience']] : [])),
    authorization:
      c.authorizationServicesEnabled && c.authorizationSettings ? loadAuthorization(c.clientId, c.authorizationSettings, roles, problems) : undefined,
    serviceAccount,
  };
}

function problemId(username: string, problems: string[]): string {
  problems.push(`usuário "${username}" sem "id" (o id fixo vira o "sub" dos tokens).`);
  return '';
}
