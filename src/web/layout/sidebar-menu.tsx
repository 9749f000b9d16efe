/**
 * The menu entries, drawn either icon-only (collapsed sidebar, 72 px: tooltips name the items)
 * or with labels and sub-items (expanded sidebar, mobile drawer).
 */
import { Divider, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { CollapsedTooltip } from './collapsed-tooltip.tsx';
import { manifestIcons } from '../renderer/icons/manifest-icons.ts';
import classes from './layout.module.css';
import type { VisibleEntry, VisibleGroup, VisibleLink } from './visible-menu.ts';

export interface SidebarMenuProps {
  entries: readonly VisibleEntry[];
  expanded: boolean;
  openGroups: ReadonlySet<string>;
  /** A parent was clicked: expanded -> toggle it; collapsed -> expand the sidebar with it open. */
  onGroupClick: (groupId: string) => void;
  /** A leaf was clicked (the link navigates by itself). */
  onLeafClick: () => void;
}

function isActive(pathname: string, route: string): boolean {
  return pathname === route || pathname.startsWith(`${route}/`);
}

function MenuIcon({ entry }: { entry: VisibleLink | VisibleGroup }) {
  const Icon = manifestIcons[entry.icon];
  return <Icon size={22} stroke={1.6} aria-hidden />;
}

export function SidebarMenu({ entries, expanded, openGroups, onGroupClick, onLeafClick }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const itemClass = expanded ? classes.item : `${classes.item} ${classes.collapsedItem}`;

  const renderLink = (link: VisibleLink) => {
    const active = isActive(pathname, link.route);
    return (
      <CollapsedTooltip expanded={expanded} label={link.label}>
        <NavLink
          component={Link}
          to={link.route}
          label={link.label}
          aria-label={expanded ? undefined : link.label}
          aria-current={active ? 'page' : undefined}
          leftSection={<MenuIcon entry={link} />}
          active={active}
          className={itemClass}
          data-menu-id={link.id}
          onClick={onLeafClick}
        />
      </CollapsedTooltip>
    );
  };

  const renderChild = (child: VisibleLink) => {
    const active = isActive(pathname, child.route);
    return (
      <NavLink
        key={child.id}
        component={Link}
        to={child.route}
        label={child.label}
        aria-current={active ? 'page' : undefined}
        active={active}
        className={classes.childItem}
        data-menu-id={child.id}
        onClick={onLeafClick}
      />
    );
  };

  const renderGroup = (group: VisibleGroup) => {
    const active = group.children.some((child) => isActive(pathname, child.route));
    const opened = expanded && openGroups.has(group.id);
    const panelId = `menu-group-${group.id}`;
    return (
      <CollapsedTooltip expanded={expanded} label={group.label}>
        <NavLink
          component="button"
          type="button"
          label={group.label}
          aria-label={expanded ? undefined : group.label}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          leftSection={<MenuIcon entry={group} />}
          active={active && !opened}
          opened={opened}
          onChange={() => onGroupClick(group.id)}
          onClick={expanded ? undefined : () => onGroupClick(group.id)}
          className={itemClass}
          data-menu-id={group.id}
          childrenOffset={28}
        >
          {expanded && (
            <div id={panelId} role="group" aria-label={group.label}>
              {group.children.map(renderChild)}
            </div>
          )}
        </NavLink>
      </CollapsedTooltip>
    );
  };

  return (
    <Stack gap={4} component="ul" role="list" m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.type === 'link' && renderLink(entry)}
          {entry.type === 'group' && renderGroup(entry)}
          {entry.type === 'separator' && <Divider my={6} data-menu-separator />}
        </li>
      ))}
    </Stack>
  );
}
