// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPermissions, permissionStorageKey, savePermissions } from '../../../src/web/auth/permission-store.ts';

const secret = 'segredo-de-teste';
const entries = [
  { rsid: 'r1', rsname: 'list-vehicles', scopes: ['view'] },
  { rsname: 'kpi-exclusion', scopes: ['view', 'manage'] },
];

describe('permission store (kept encrypted in sessionStorage)', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips the list for the same secret and session', async () => {
    await savePermissions(entries, secret, 'sessao-1');
    expect(await loadPermissions(secret, 'sessao-1')).toEqual(entries);
  });

  it('stores nothing readable as plain text', async () => {
    await savePermissions(entries, secret, 'sessao-1');
    const stored = sessionStorage.getItem(permissionStorageKey) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('list-vehicles');
    expect(stored).not.toContain('rsname');
    expect(atob(JSON.parse(stored).data)).not.toContain('list-vehicles');
  });

  it('uses a fresh salt and IV on every write', async () => {
    await savePermissions(entries, secret, 'sessao-1');
    const first = sessionStorage.getItem(permissionStorageKey);
    await savePermissions(entries, secret, 'sessao-1');
    expect(sessionStorage.getItem(permissionStorageKey)).not.toBe(first);
  });

  it('refuses (and forgets) a list from another session, another secret or edited by hand', async () => {
    await savePermissions(entries, secret, 'sessao-1');
    expect(await loadPermissions(secret, 'sessao-2')).toBeUndefined();
    expect(sessionStorage.getItem(permissionStorageKey)).toBeNull();

    await savePermissions(entries, secret, 'sessao-1');
    expect(await loadPermissions('outro-segredo', 'sessao-1')).toBeUndefined();

    await savePermissions(entries, secret, 'sessao-1');
    const record = JSON.parse(sessionStorage.getItem(permissionStorageKey)!);
    const bytes = Uint8Array.from(atob(record.data), (char) => char.charCodeAt(0));
    bytes[0] = bytes[0]! ^ 0xff;
    record.data = btoa(String.fromCharCode(...bytes));
    sessionStorage.setItem(permissionStorageKey, JSON.stringify(record));
    expect(await loadPermissions(secret, 'sessao-1')).toBeUndefined();
  });

  it('answers undefined when nothing is stored', async () => {
    expect(await loadPermissions(secret, 'sessao-1')).toBeUndefined();
  });
});
