// @vitest-environment jsdom
/**
 * The access matrix, SPA side: every page manifest × each demo user (grants from the realm file)
 * lands on the page or on /access-denied, through the real route guard.
 */
import './setup.ts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageManifest } from '../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../src/shared/permissions.ts';
import { GuardedPage } from '../../../src/web/app/guarded-page.tsx';
import { AuthProvider } from '../../../src/web/auth/auth-context.tsx';
import { pageManifests } from './support/page-manifests.ts';
import { type DemoUser, demoUsers, grants, realmGrants } from '../../helpers/realm-grants.ts';

// The guard's decision is under test, not the pages: a landed page shows its id.
vi.mock('../../../src/web/renderer/page-renderer.tsx', () => ({ PageRenderer: ({ page }: { page: PageManifest }) => <p>página {page.id}</p> }));

let grantsByUser: Record<DemoUser, PermissionEntry[]>;
beforeAll(async () => {
  grantsByUser = await realmGrants();
});

/** A page opens when the user holds one of its permissions; public pages open for everyone. */
function expectedToLand(page: PageManifest, user: DemoUser): boolean {
  return page.public === true || (page.permissions ?? []).some((p) => grants(grantsByUser[user], p.resource, p.scope));
}

function visit(page: PageManifest, permissions: PermissionEntry[]): string {
  const session = { profile: { id: 'u', firstName: 'Demo', lastName: '', email: '' }, permissions, token: async () => 't', logout: async () => undefined };
  const view = render(
    <AuthProvider session={session}>
      <MemoryRouter initialEntries={[page.path.replace(/:[A-Za-z]+/g, '1')]}>
        <Routes>
          <Route path={page.path} element={<GuardedPage page={page} />} />
          <Route path="/access-denied" element={<p>acesso negado</p>} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
  const landed = screen.queryByText(`página ${page.id}`) ? page.id : screen.queryByText('acesso negado') ? '/access-denied' : '?';
  view.unmount();
  return landed;
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
