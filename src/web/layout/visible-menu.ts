/**
 * Which sidebar entries a user sees: a link needs its resource with its scope; a group
 * shows only with at least one visible child; separators never dangle (none first, last or
 * doubled once hidden entries are gone); Sair is always there.
 */
import type { MenuEntry } from '../../shared/manifest/manifest-types.ts';
import { type PermissionEntry, hasPermission } from '../../shared/permissions.ts';

export type MenuIconName = NonNullable<MenuEntry['icon']>;
export type MenuBadge = NonNullable<MenuEntry['badge']>;

export interface VisibleLink {
  type: 'link';
  id: string;
  label: string;
  icon: MenuIconName;
  route: string;
  /** A count drawn beside the label (menu-badges.ts). */
  badge?: MenuBadge;
}

export interface VisibleGroup {
  type: 'group';
  id: string;
  label: string;
  icon: MenuIconName;
  children: VisibleLink[];
}

export type VisibleEntry = VisibleLink | VisibleGroup | { type: 'separator'; id: string } | { type: 'logout'; id: string; label: string; icon: MenuIconName };

type LinkLike = Pick<MenuEntry, 'id' | 'label' | 'icon' | 'route' | 'permission' | 'badge'>;

function visibleLink(entry: LinkLike, permissions: readonly PermissionEntry[]): VisibleLink | undefined {
  const { id, label, icon, route, permission, badge } = entry;
  if (!id || !label || !icon || !route || !permission) return undefined;
  if (!hasPermission(permissions, permission)) return undefined;
  return badge ? { type: 'link', id, label, icon, route, badge } : { type: 'link', id, label, icon, route };
}

function visibleEntry(entry: MenuEntry, index: number, permissions: readonly PermissionEntry[]): VisibleEntry | undefined {
  switch (entry.type) {
    case 'link':
      return visibleLink(entry, permissions);
    case 'group': {
      const children = (entry.children ?? []).map((child) => visibleLink(child, permissions)).filter((child): child is VisibleLink => child !== undefined);
      if (children.length === 0 || !entry.id || !entry.label || !entry.icon) return undefined;
      return { type: 'group', id: entry.id, label: entry.label, icon: entry.icon, children };
    }
    case 'separator':
      return { type: 'separator', id: entry.id ?? `separator-${index}` };
    case 'logout':
      return { type: 'logout', id: entry.id ?? 'logout', label: entry.label ?? 'Sair', icon: entry.icon ?? 'logout' };
  }
}

export function visibleMenu(entries: readonly MenuEntry[], permissions: readonly PermissionEntry[]): VisibleEntry[] {
  const shown = entries.map((entry, index) => visibleEntry(entry, index, permissions)).filter((entry): entry is VisibleEntry => entry !== undefined);
  return shown.filter((entry, index) => {
    if (entry.type !== 'separator') return true;
    const before = shown.slice(0, index).filter((other) => other.type !== 'logout');
    const after = shown.slice(index + 1).filter((other) => other.type !== 'logout');
    const previous = before.at(-1);
    return previous !== undefined && previous.type !== 'separator' && after.some((other) => other.type !== 'separator');
  });
}
