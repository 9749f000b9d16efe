/**
 * The access matrix, SPA side: every page manifest × each demo user (grants from the realm file)
 * lands on the page or on /access-denied, through the guard every page route's loader runs before its requests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageManifest } from '../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../src/shared/permissions.ts';
import { guardPage } from '../../../src/web/app/page-guard.ts';
import { pageManifests } from './support/page-manifests.ts';
import { type DemoUser, demoUsers, grants, realmGrants } from '../../helpers/realm-grants.ts';

let grantsByUser: Record<DemoUser, PermissionEntry[]>;
beforeAll(async () => {
  grantsByUser = await realmGrants();
});

/** A page opens when the user holds one of its permissions; public pages open for everyone. */
function expectedToLand(page: PageManifest, user: DemoUser): boolean {
  return page.public === true || (page.permissions ?? []).some((p) => grants(grantsByUser[user], p.resource, p.scope));
}

/** Where the guard sends the user: the page, or the redirect it throws. */
function visit(page: PageManifest, permissions: PermissionEntry[]): string {
  try {
    guardPage(page, permissions);
    return page.id;
  } catch (redirect) {
    return (redirect as Response).headers.get('Location') ?? '?';
  }
}

describe('guarda de rota: todas as páginas × usuários de demonstração', () => {
  it.each(demoUsers)('%s chega à página ou a /access-denied conforme as permissões do realm', (user) => {
    const outcomes = pageManifests.map((page) => [page.path, visit(page, grantsByUser[user])]);
    const expected = pageManifests.map((page) => [page.path, expectedToLand(page, user) ? page.id : '/access-denied']);
    expect(outcomes).toEqual(expected);
  });

  it('the matrix has both ends: admin opens every page, semacesso only the public ones', () => {
    expect(pageManifests.length).toBeGreaterThan(25);
    expect(pageManifests.every((page) => expectedToLand(page, 'admin'))).toBe(true);
    expect(
      pageManifests
        .filter((page) => expectedToLand(page, 'semacesso'))
        .map((p) => p.path)
        .sort(),
    ).toEqual(['/access-denied', '/notfound']);
    // analista consults but does not administer: the settings pages stay closed
    expect(pageManifests.filter((page) => page.path.startsWith('/settings')).some((page) => expectedToLand(page, 'analista'))).toBe(false);
  });
});
