// @vitest-environment jsdom
import '../setup.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureToggles, withFeatureToggles, type FeatureToggles } from '../../../../src/shared/manifest/feature-toggles.ts';
import type { AppManifest, MenuManifest, PageManifest } from '../../../../src/shared/manifest/manifest-types.ts';
import { visibleMenu, type VisibleEntry } from '../../../../src/web/layout/visible-menu.ts';
import { permissionsFor, renderPage } from './render-page.tsx';

const manifests = path.resolve(import.meta.dirname, '../../../../manifests');
const json = <T,>(file: string): T => JSON.parse(readFileSync(path.join(manifests, file), 'utf8')) as T;
const app = json<AppManifest>('app.json');
const source = {
  menu: json<MenuManifest>('menu.json'),
  pages: readdirSync(path.join(manifests, 'pages')).map((file) => json<PageManifest>(`pages/${file}`)),
};

/** The manifests as the SPA sees them with these toggles switched over app.json. */
const gated = (overrides: FeatureToggles) => withFeatureToggles(source, featureToggles(app, overrides));
const everything = permissionsFor('list-vehicles-locations', 'users-settings', 'vehicle-order-details', 'list-vehicles', 'vehicle-details');
const menuLabels = (entries: VisibleEntry[]): string[] =>
  entries.flatMap((e) => (e.type === 'group' ? e.children.map((c) => c.label) : e.type === 'link' ? [e.label] : []));
const usersPage = (overrides: FeatureToggles) => gated(overrides).pages.find((page) => page.id === 'users')!;

/** The first render of a list page loads Mantine, RJSF and the table: slow on a busy machine. */
const slow = { timeout: 15_000 };

const userRow = {
  id: 'u-1',
  username: 'operador',
  nome: 'Carla Operadora',
  primeiroNome: 'Carla',
  sobrenome: 'Operadora',
  email: 'carla@vtlog.local',
  habilitado: true,
  papeis: 'analista, operador',
  papeisDiretos: ['operador'],
  totalRecursos: 2,
  permissoes: 'x (view)',
};
const renderUsers = (page: PageManifest) =>
  renderPage(page, { url: '/users', permissions: everything, routes: { 'POST /users/list': { items: [userRow], page: 1, pageSize: 25, total: 1 } } });

afterEach(() => vi.unstubAllGlobals());

describe('feature toggles (manifests/app.json)', () => {
  it('are both off as the spec requires, and an unknown name cannot be switched', () => {
    expect(featureToggles(app)).toEqual({ AdminUser: false, locationScreen: false });
    expect(() => featureToggles(app, { adminUser: true })).toThrow(/adminUser/);
  });

  it('locationScreen off: no Localização por pedido page (its route falls to the not-found page), menu entry or card', () => {
    const { pages, menu } = gated({});
    expect(pages.some((page) => page.path === '/locations/orders')).toBe(false);
    expect(pages.some((page) => page.path === '/locations/vehicles')).toBe(true);
    expect(menuLabels(visibleMenu(menu.items, everything))).not.toContain('Localização por pedido');
    expect(menuLabels(visibleMenu(menu.items, everything))).toContain('Localizações de Veículos');
  });

  it('locationScreen on: the page, its menu entry and the card of Localizações exist', () => {
    const { pages, menu } = gated({ locationScreen: true });
    expect(pages.find((page) => page.path === '/locations/orders')).toMatchObject({
      title: 'Localização por pedido',
      form: { submit: { path: '/trackingTransportation/getOrderItemsLocation' } },
    });
    expect(menuLabels(visibleMenu(menu.items, everything))).toContain('Localização por pedido');
    expect(pages.find((page) => page.id === 'locations')?.cards?.map((card) => card.to)).toContain('/locations/orders');
  });

  it('AdminUser off: Usuários e acessos has no edit actions, even for an administrator', async () => {
    expect(usersPage({}).rowActions).toEqual([]);
    await renderUsers(usersPage({}));
    const table = await screen.findByRole('table', { name: 'Usuários e acessos' }, slow);
    await within(table).findByText('Carla Operadora');
    expect(within(table).queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  });

  it('AdminUser on: each user row offers Editar, Papéis and Redefinir senha', async () => {
    await renderUsers(usersPage({ AdminUser: true }));
    const table = await screen.findByRole('table', { name: 'Usuários e acessos' }, slow);
    await within(table).findByText('Carla Operadora');
    for (const label of ['Editar', 'Papéis', 'Redefinir senha']) {
      expect(within(table).getByRole('button', { name: `${label}: operador` })).toBeTruthy();
    }
  });
});
