import type { PermissionEntry } from '../../shared/permissions.ts';

/** Checks what the authorization server (or the cache) returned: a list of `{rsname, scopes}`. */
export function parsePermissionEntries(value: unknown): PermissionEntry[] {
  if (!Array.isArray(value)) throw new TypeError('A resposta de permissões não é uma lista.');
  return value.map((item: unknown) => {
    const entry = item as Partial<PermissionEntry> | null;
    if (typeof entry?.rsname !== 'string') throw new TypeError('Permissão sem rsname.');
    const scopes = Array.isArray(entry.scopes) ? entry.scopes.filter((scope): scope is string => typeof scope === 'string') : [];
    return { ...(typeof entry.rsid === 'string' && { rsid: entry.rsid }), rsname: entry.rsname, scopes };
  });
}
