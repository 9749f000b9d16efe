import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../src/shared/permissions.ts';
import { type VisibleEntry, visibleMenu } from '../../../src/web/layout/visible-menu.ts';
import menuJson from '../../../manifests/menu.json';

type MenuChild = NonNullable<MenuEntry['children']>[number];

const link = (id: string, resource: string, scope: 'view' | 'manage' = 'view'): MenuChild => ({
  type: 'link',
  id,
  label: id,
  icon: 'car',
  route: `/${id}`,
  permission: { resource, scope },
});

/** The shape of the menu, small: links, a group with a manage-only child, separator, Sair. */
const menu: MenuEntry[] = [
  link('vehicles', 'list-vehicles'),
  {
    type: 'group',
    id: 'dashboards',
    label: 'dashboards',
    icon: 'chart-bar',
    children: [link('app-rate', 'dashboard-app-rate'), link('aging', 'dashboard-aging-transit-time')],
  },
  {
    type: 'group',
    id: 'administration',
    label: 'administration',
    icon: 'adjustments',
    children: [link('kpi-exclusion', 'kpi-exclusion', 'manage'), link('transport-delay', 'transport-delay')],
  },
  { type: 'separator' },
  link('profile', 'users-profile'),
  { type: 'logout', id: 'logout', label: 'Sair', icon: 'logout' },
];

function outline(entries: VisibleEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.type === 'group'
      ? [entry.id, ...entry.children.map((child) => `  ${child.id}`)]
      : entry.type === 'separator'
        ? ['---']
        : [entry.type === 'logout' ? entry.label : entry.id],
  );
}

const grant = (scopes: string[], ...names: string[]): PermissionEntry[] => names.map((rsname) => ({ rsname, scopes }));
const view = (...names: string[]) => grant(['view'], ...names);

describe('visibleMenu (menu visibility)', () => {
  it('shows a link only with its resource and the needed scope', () => {
    expect(outline(visibleMenu(menu, view('list-vehicles')))).toEqual(['vehicles', 'Sair']);
    expect(outline(visibleMenu(menu, grant(['manage'], 'list-vehicles')))).toEqual(['Sair']);
    expect(outline(visibleMenu(menu, [{ rsname: 'list-vehicles' }]))).toEqual(['Sair']);
  });

  it('needs scope manage where the entry says so (Expurgo): view only keeps it hidden', () => {
    expect(outline(visibleMenu(menu, view('kpi-exclusion', 'transport-delay')))).toEqual(['administration', '  transport-delay', 'Sair']);
    expect(outline(visibleMenu(menu, grant(['view', 'manage'], 'kpi-exclusion')))).toEqual(['administration', '  kpi-exclusion', 'Sair']);
  });

  it('shows a parent only with at least one visible child, and only its visible children', () => {
    expect(outline(visibleMenu(menu, view('dashboard-aging-transit-time')))).toEqual(['dashboards', '  aging', 'Sair']);
    // holding the area resources alone (dashboard, administration) shows no parent
    expect(outline(visibleMenu(menu, view('dashboard', 'administration')))).toEqual(['Sair']);
  });

  it('keeps a separator between two visible parts and drops it when a side is empty', () => {
    expect(outline(visibleMenu(menu, view('list-vehicles', 'users-profile')))).toEqual(['vehicles', '---', 'profile', 'Sair']);
    expect(outline(visibleMenu(menu, view('users-profile')))).toEqual(['profile', 'Sair']);
    expect(outline(visibleMenu(menu, view('list-vehicles')))).toEqual(['vehicles', 'Sair']);
  });

  it('drops doubled, leading and trailing separators', () => {
    const entries: MenuEntry[] = [
      { type: 'separator' },
      link('a', 'a'),
      { type: 'separator' },
      { type: 'separator' },
      link('b', 'b'),
      { type: 'separator' },
      { type: 'logout', id: 'logout', label: 'Sair', icon: 'logout' },
    ];
    expect(outline(visibleMenu(entries, view('a', 'b')))).toEqual(['a', '---', 'b', 'Sair']);
  });
});

describe('visibleMenu on manifests/menu.json', () => {
  const items = menuJson.items as MenuEntry[];
  const links = items.flatMap((entry) => [entry, ...(entry.children ?? [])]).filter((entry) => entry.type === 'link');

  it('shows only Sair to a user without permissions (semacesso)', () => {
    expect(outline(visibleMenu(items, []))).toEqual(['Sair']);
  });

  it('shows every link, in the manifest order, to a user holding every resource with both scopes', () => {
    const everything = grant(['view', 'manage'], ...links.map((entry) => entry.permission!.resource));
    const shown = visibleMenu(items, everything).flatMap((entry) =>
      entry.type === 'group' ? entry.children.map((child) => child.id) : entry.type === 'link' ? [entry.id] : [],
    );
    expect(shown).toEqual(links.map((entry) => entry.id));
  });
});
