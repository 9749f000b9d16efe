import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRealm, loadRealmFile, RealmFileError } from '../../../../src/server/idp/realm-loader.ts';
import type { RealmFile } from '../../../../src/server/idp/realm-types.ts';
import { verifyPassword } from '../../../../src/server/idp/password-hash.ts';

const realmFile = new URL('../../../../identity/realm-vtlog.json', import.meta.url);
const shipped = (): RealmFile => JSON.parse(readFileSync(realmFile, 'utf8')) as RealmFile;
const dev = { production: false, allowDemoUsers: false };

describe('realm file loading', () => {
  it('loads the shipped realm: clients, four demo users with scrypt-hashed passwords, composite roles expanded', async () => {
    const realm = await loadRealmFile(realmFile.pathname, dev);
    expect(realm.clients.map((c) => c.clientId)).toEqual(['vtlog-web', 'vtlog-api']);
    expect(realm.clients[0]).toMatchObject({ publicClient: true, pkceMethod: 'S256', audiences: ['vtlog-api'] });
    expect(realm.clients[1]?.authorization?.resources).toHaveLength(33);
    expect(realm.users.map((u) => u.username)).toEqual(['admin', 'analista', 'operador', 'semacesso']);
    const operador = realm.users.find((u) => u.username === 'operador');
    expect(operador?.roles).toEqual(expect.arrayContaining(['operador', 'analista']));
    expect(operador?.passwordHash).toMatch(/^scrypt\$/);
    expect(operador?.passwordHash).not.toContain('operador');
    await expect(verifyPassword('operador', operador?.passwordHash ?? '')).resolves.toBe(true);
    await expect(verifyPassword('Operador', operador?.passwordHash ?? '')).resolves.toBe(false);
  });

  it('refuses demo passwords when NODE_ENV=production, unless explicitly allowed', async () => {
    await expect(buildRealm(shipped(), 'realm.json', { production: true, allowDemoUsers: false })).rejects.toThrow(
      /recusa senhas de demonstração \(admin, analista, operador, semacesso\)/,
    );
    await expect(buildRealm(shipped(), 'realm.json', { production: true, allowDemoUsers: true })).resolves.toBeTruthy();
  });

  it('refuses to start on policy types the evaluator does not implement', async () => {
    const file = shipped();
    const settings = file.clients?.[1]?.authorizationSettings;
    settings?.policies?.push({ name: 'only weekdays', type: 'time', config: { dayMonth: '1' } });
    const error = await buildRealm(file, 'realm.json', dev).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RealmFileError);
    expect((error as RealmFileError).problems).toContainEqual(expect.stringContaining('"only weekdays" do tipo "time" não é suportada'));
  });

  it('reports every broken reference at once: unknown role, resource, scope and policy', async () => {
    const file = shipped();
    const policies = file.clients?.[1]?.authorizationSettings?.policies ?? [];
    policies.push({ name: 'ghost role', type: 'role', config: { roles: '[{"id":"ghost","required":false}]' } });
    policies.push({ name: 'bad perm', type: 'scope', config: { resources: '["nowhere"]', scopes: '["delete"]', applyPolicies: '["missing"]' } });
    const error = (await buildRealm(file, 'realm.json', dev).catch((e: unknown) => e)) as RealmFileError;
    expect(error.problems.join('\n')).toMatch(
      /papel desconhecido "ghost"[\s\S]*recurso desconhecido "nowhere"[\s\S]*escopo desconhecido "delete"[\s\S]*política desconhecida ou não suportada "missing"/,
    );
  });
});
