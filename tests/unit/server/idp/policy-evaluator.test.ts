import { describe, expect, it } from 'vitest';
import { evaluatePermissions } from '../../../../src/server/idp/policy-evaluator.ts';
import type { AuthzPermission, AuthzPolicy, DecisionStrategy, ResourceServer } from '../../../../src/server/idp/realm-types.ts';

const role = (name: string, logic: 'POSITIVE' | 'NEGATIVE' = 'POSITIVE', required = false): AuthzPolicy => ({
  name: `${logic}-${name}`,
  type: 'role',
  logic,
  roles: [{ name, required }],
});

const permission = (p: Partial<AuthzPermission> & Pick<AuthzPermission, 'type' | 'policies'>): AuthzPermission => ({
  name: 'p',
  logic: 'POSITIVE',
  decisionStrategy: 'UNANIMOUS',
  resources: ['report'],
  scopes: [],
  ...p,
});

const server = (
  permissions: AuthzPermission[],
  decisionStrategy: DecisionStrategy = 'UNANIMOUS',
  enforcementMode: ResourceServer['enforcementMode'] = 'ENFORCING',
): ResourceServer => ({
  clientId: 'api',
  enforcementMode,
  decisionStrategy,
  scopes: ['view', 'manage'],
  resources: [
    { id: 'r1', name: 'report', scopes: ['view', 'manage'] },
    { id: 'r2', name: 'other', scopes: ['view', 'manage'] },
  ],
  permissions,
});

const grants = (s: ResourceServer, roles: string[]) => Object.fromEntries(evaluatePermissions(s, new Set(roles)).map((e) => [e.rsname, e.scopes ?? []]));

describe('policy evaluation (Keycloak semantics)', () => {
  it('a resource permission grants every scope of its resources to holders of the role', () => {
    const s = server([permission({ type: 'resource', policies: [role('admin')] })]);
    expect(grants(s, ['admin'])).toEqual({ report: ['view', 'manage'] });
    expect(grants(s, ['user'])).toEqual({});
  });

  it('a scope permission grants only its scopes; one without resources applies to every resource', () => {
    const s = server([permission({ type: 'scope', resources: [], scopes: ['view'], policies: [role('user')] })]);
    expect(grants(s, ['user'])).toEqual({ report: ['view'], other: ['view'] });
  });

  it('NEGATIVE logic inverts a policy: granted to everyone who does NOT hold the role', () => {
    const s = server([permission({ type: 'resource', policies: [role('blocked', 'NEGATIVE')] })]);
    expect(grants(s, ['user'])).toEqual({ report: ['view', 'manage'] });
    expect(grants(s, ['user', 'blocked'])).toEqual({});
  });

  it('permission decision strategies: UNANIMOUS needs all policies, AFFIRMATIVE one, CONSENSUS a majority', () => {
    const policies = [role('a'), role('b'), role('c')];
    const make = (decisionStrategy: DecisionStrategy) => server([permission({ type: 'resource', decisionStrategy, policies })]);
    expect(grants(make('UNANIMOUS'), ['a', 'b'])).toEqual({});
    expect(grants(make('UNANIMOUS'), ['a', 'b', 'c'])).toEqual({ report: ['view', 'manage'] });
    expect(grants(make('AFFIRMATIVE'), ['c'])).toEqual({ report: ['view', 'manage'] });
    expect(grants(make('CONSENSUS'), ['a'])).toEqual({});
    expect(grants(make('CONSENSUS'), ['a', 'b'])).toEqual({ report: ['view', 'manage'] });
  });

  it('a required role that is missing denies, even when another listed role is held', () => {
    const policy: AuthzPolicy = {
      name: 'both',
      type: 'role',
      logic: 'POSITIVE',
      roles: [
        { name: 'a', required: false },
        { name: 'b', required: true },
      ],
    };
    const s = server([permission({ type: 'resource', policies: [policy] })]);
    expect(grants(s, ['a'])).toEqual({});
    expect(grants(s, ['a', 'b'])).toEqual({ report: ['view', 'manage'] });
  });

  it('resource server UNANIMOUS: a denying permission removes the scope another one granted; AFFIRMATIVE keeps it', () => {
    const permissions = [
      permission({ name: 'admins', type: 'resource', policies: [role('admin')] }),
      permission({ name: 'viewers', type: 'scope', scopes: ['view'], policies: [role('viewer')] }),
    ];
    expect(grants(server(permissions, 'UNANIMOUS'), ['viewer'])).toEqual({});
    expect(grants(server(permissions, 'AFFIRMATIVE'), ['viewer'])).toEqual({ report: ['view'] });
    expect(grants(server(permissions, 'UNANIMOUS'), ['viewer', 'admin'])).toEqual({ report: ['view', 'manage'] });
  });

  it('a resource no permission applies to is denied when ENFORCING and granted when PERMISSIVE', () => {
    const permissions = [permission({ type: 'resource', policies: [role('admin')] })];
    expect(grants(server(permissions, 'UNANIMOUS', 'ENFORCING'), [])).toEqual({});
    expect(grants(server(permissions, 'UNANIMOUS', 'PERMISSIVE'), [])).toEqual({ other: ['view', 'manage'] });
  });

  it('evaluates only the requested resources and scopes when asked', () => {
    const s = server([permission({ type: 'resource', resources: ['report', 'other'], policies: [role('admin')] })]);
    expect(evaluatePermissions(s, new Set(['admin']), [{ resource: 'other', scopes: ['manage'] }])).toEqual([
      { rsid: 'r2', rsname: 'other', scopes: ['manage'] },
    ]);
  });
});
