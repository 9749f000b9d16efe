import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../../src/shared/manifest/manifest-types.ts';
import type { PermissionEntry } from '../../../../src/shared/permissions.ts';
import { badgeCount, labelWithCount } from '../../../../src/web/layout/menu-badges.ts';
import { type VisibleGroup, visibleMenu } from '../../../../src/web/layout/visible-menu.ts';
import menuJson from '../../../../manifests/menu.json';

const menu = menuJson.items as MenuEntry[];
const operador: PermissionEntry[] = [
  { rsname: 'transport-delay', scopes: ['view'] },
  { rsname: 'transport-delay-justify', scopes: ['manage'] },
];

describe('the menu count of Justificativas de atraso (menu.json badge)', () => {
  const administration = visibleMenu(menu, operador).find((entry): entry is VisibleGroup => entry.type === 'group' && entry.id === 'administration');
  const delays = administration?.children.find((child) => child.id === 'transport-delay');

  it('keeps the entry’s badge for whoever sees the entry', () => {
    expect(delays?.badge).toEqual({ source: { method: 'GET', path: '/transport-delay/pending-count' }, label: '{total} pendentes' });
  });

  it('shows the number in pt-BR and names the entry with it', () => {
    const count = badgeCount(delays!.badge!, 1322);
    expect(count).toEqual({ text: '1.322', label: '1.322 pendentes' });
    expect(labelWithCount('Justificativas de atraso', count)).toBe('Justificativas de atraso, 1.322 pendentes');
    expect(labelWithCount('Justificativas de atraso', undefined)).toBe('Justificativas de atraso');
  });
});
