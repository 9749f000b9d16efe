/**
 * The subset of Keycloak's realm import format (RealmRepresentation) the embedded server reads,
 * and the validated, ready-to-serve model it turns it into.
 */
export type DecisionStrategy = 'UNANIMOUS' | 'AFFIRMATIVE' | 'CONSENSUS';
export type Logic = 'POSITIVE' | 'NEGATIVE';

export interface RealmFile {
  realm: string;
  displayName?: string;
  enabled?: boolean;
  accessTokenLifespan?: number;
  accessCodeLifespan?: number;
  accessCodeLifespanLogin?: number;
  ssoSessionIdleTimeout?: number;
  ssoSessionMaxLifespan?: number;
  revokeRefreshToken?: boolean;
  refreshTokenMaxReuse?: number;
  loginWithEmailAllowed?: boolean;
  bruteForceProtected?: boolean;
  permanentLockout?: boolean;
  failureFactor?: number;
  waitIncrementSeconds?: number;
  maxFailureWaitSeconds?: number;
  maxDeltaTimeSeconds?: number;
  roles?: { realm?: RoleFile[] };
  defaultRole?: { name: string };
  clients?: ClientFile[];
  users?: UserFile[];
}

export interface RoleFile {
  name: string;
  description?: string;
  composite?: boolean;
  composites?: { realm?: string[] };
}

export interface ClientFile {
  clientId: string;
  name?: string;
  enabled?: boolean;
  publicClient?: boolean;
  secret?: string;
  bearerOnly?: boolean;
  standardFlowEnabled?: boolean;
  directAccessGrantsEnabled?: boolean;
  serviceAccountsEnabled?: boolean;
  authorizationServicesEnabled?: boolean;
  redirectUris?: string[];
  webOrigins?: string[];
  rootUrl?: string;
  attributes?: Record<string, string>;
  protocolMappers?: { protocolMapper: string; config?: Record<string, string> }[];
  authorizationSettings?: AuthorizationSettingsFile;
}

export interface AuthorizationSettingsFile {
  policyEnforcementMode?: 'ENFORCING' | 'PERMISSIVE' | 'DISABLED';
  decisionStrategy?: DecisionStrategy;
  resources?: { _id?: string; name: string; type?: string; scopes?: { name: string }[] }[];
  policies?: PolicyFile[];
  scopes?: { name: string }[];
}

export interface PolicyFile {
  name: string;
  type: string;
  logic?: Logic;
  decisionStrategy?: DecisionStrategy;
  config?: Record<string, string>;
}

export interface UserFile {
  id?: string;
  username: string;
  enabled?: boolean;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  credentials?: { type: string; value?: string; temporary?: boolean }[];
  realmRoles?: string[];
  /** Set on a client's service-account user (Keycloak's export names the client it acts for). */
  serviceAccountClientId?: string;
}

// ---- the validated model ----

export interface RealmUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  enabled: boolean;
  /** scrypt hash of the password (see password-hash.ts); undefined = cannot log in. */
  passwordHash: string | undefined;
  /** Roles given to the user directly (the realm file's `realmRoles`, or as edited since). */
  realmRoles: string[];
  /** Effective realm roles (direct roles with composites expanded), as Keycloak puts them in tokens. */
  roles: string[];
}

/** What an administrator may change of a user (the realm store; the caller persists it). */
export type UserEdit = Partial<Pick<RealmUser, 'firstName' | 'lastName' | 'email' | 'enabled' | 'passwordHash' | 'realmRoles'>>;

export interface RealmClient {
  clientId: string;
  enabled: boolean;
  publicClient: boolean;
  /** Confidential clients' secret (client_secret_post / client_secret_basic). */
  secret: string | undefined;
  standardFlowEnabled: boolean;
  directAccessGrantsEnabled: boolean;
  redirectUris: string[];
  webOrigins: string[];
  postLogoutRedirectUris: string[];
  pkceMethod: string | undefined;
  /** Extra `aud` values from oidc-audience-mapper protocol mappers. */
  audiences: string[];
  authorization: ResourceServer | undefined;
  /**
   * The user the client_credentials grant issues tokens for (`service-account-<clientId>`), when
   * the client has `serviceAccountsEnabled`. Not one of the realm's users: nobody signs in as it and
   * the user administration does not list it, as in Keycloak.
   */
  serviceAccount: RealmUser | undefined;
}

export interface ResourceServer {
  clientId: string;
  enforcementMode: 'ENFORCING' | 'PERMISSIVE' | 'DISABLED';
  decisionStrategy: DecisionStrategy;
  resources: AuthzResource[];
  scopes: string[];
  /** Permissions (type resource / scope), in file order. */
  permissions: AuthzPermission[];
}

export interface AuthzResource {
  id: string;
  name: string;
  scopes: string[];
}

export type AuthzPolicy = { name: string; type: 'role'; logic: Logic; roles: { name: string; required: boolean }[] };

export interface AuthzPermission {
  name: string;
  type: 'resource' | 'scope';
  logic: Logic;
  decisionStrategy: DecisionStrategy;
  /** Resource names (empty for a scope permission that applies to any resource with its scopes). */
  resources: string[];
  scopes: string[];
  policies: AuthzPolicy[];
}

export interface BruteForceSettings {
  enabled: boolean;
  permanentLockout: boolean;
  failureFactor: number;
  waitIncrementSeconds: number;
  maxFailureWaitSeconds: number;
  maxDeltaTimeSeconds: number;
}

export interface Realm {
  name: string;
  displayName: string;
  accessTokenLifespan: number;
  accessCodeLifespan: number;
  accessCodeLifespanLogin: number;
  ssoSessionIdleTimeout: number;
  ssoSessionMaxLifespan: number;
  revokeRefreshToken: boolean;
  loginWithEmailAllowed: boolean;
  bruteForce: BruteForceSettings;
  /** Realm role -> the roles it grants: itself and its composites, transitively. */
  roles: ReadonlyMap<string, readonly string[]>;
  /** The people who sign in (service accounts are their clients'). */
  users: RealmUser[];
  clients: RealmClient[];
}
