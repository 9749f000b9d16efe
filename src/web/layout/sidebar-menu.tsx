/**
 * The menu entries, drawn either icon-only (collapsed sidebar, 72 px: tooltips name the items)
 * or with labels and sub-items (expanded sidebar, mobile drawer). An entry's count (menu-badges.ts)
 * shows beside its label; where the label is hidden (collapsed, or in a closed group) its icon, or
 * its group's, gets a dot, and the count joins the accessible name.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Badge, Divider, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { CollapsedTooltip } from './collapsed-tooltip.tsx';
import { manifestIcons } from '../renderer/icons/manifest-icons.ts';
import classes from './layout.module.css';
import { type BadgeCount, type BadgeCounts, labelWithCount, linksWithBadge, sameCounts } from './menu-badges.ts';
import type { VisibleEntry, VisibleGroup, VisibleLink } from './visible-menu.ts';
import { chunk } from '../app/code-chunk.ts';

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

/** `dot`: some count of the entry is out of sight. */
function MenuIcon({ entry, dot = false }: { entry: VisibleLink | VisibleGroup; dot?: boolean }) {
  const Icon = manifestIcons[entry.icon];
  return (
    // The dot is drawn by CSS (layout.module.css), not Mantine's Indicator: the shell every route loads stays lighter.
    <span className={classes.menuIcon} data-menu-dot={dot || undefined}>
      <Icon size={22} stroke={1.6} aria-hidden style={{ display: 'block' }} />
    </span>
  );
}

function CountBadge({ count }: { count: BadgeCount | undefined }) {
  if (!count) return null;
  // The link's accessible name already says the count with its meaning.
  return (
    <Badge size="sm" variant="light" color="red" aria-hidden data-menu-badge>
      {count.text}
    </Badge>
  );
}

const MenuBadgeQueries = lazy(chunk(() => import('./menu-badge-queries.tsx')));
const noCounts: BadgeCounts = new Map();

export function SidebarMenu({ entries, expanded, openGroups, onGroupClick, onLeafClick }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const badgeLinks = useMemo(() => linksWithBadge(entries), [entries]);
  const [counts, setCounts] = useState(noCounts);
  const showCounts = useCallback((next: BadgeCounts) => setCounts((current) => (sameCounts(current, next) ? current : next)), []);
  const itemClass = expanded ? classes.item : `${classes.item} ${classes.collapsedItem}`;

  const renderLink = (link: VisibleLink) => {
    const active = isActive(pathname, link.route);
    const count = counts.get(link.id);
    const name = labelWithCount(link.label, count);
    return (
      <CollapsedTooltip expanded={expanded} label={name}>
        <NavLink
          component={Link}
          to={link.route}
          label={link.label}
          aria-label={expanded && !count ? undefined : name}
          aria-current={active ? 'page' : undefined}
          leftSection={<MenuIcon entry={link} dot={!expanded && count !== undefined} />}
          rightSection={<CountBadge count={count} />}
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
    const count = counts.get(child.id);
    return (
      <NavLink
        key={child.id}
        component={Link}
        to={child.route}
        label={child.label}
        aria-label={count ? labelWithCount(child.label, count) : undefined}
        rightSection={<CountBadge count={count} />}
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
    // Children's counts, named on the group while they are out of sight.
    const hidden = opened
      ? []
      : group.children.flatMap((child) => {
          const count = counts.get(child.id);
          return count ? [labelWithCount(child.label, count)] : [];
        });
    const name = hidden.length > 0 ? `${group.label} (${hidden.join('; ')})` : group.label;
    return (
      <CollapsedTooltip expanded={expanded} label={name}>
        <NavLink
          component="button"
          type="button"
          label={group.label}
          aria-label={expanded && hidden.length === 0 ? undefined : name}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          leftSection={<MenuIcon entry={group} dot={hidden.length > 0} />}
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
    <>
      {badgeLinks.length > 0 && (
        <Suspense fallback={null}>
          <MenuBadgeQueries links={badgeLinks} onCounts={showCounts} />
        </Suspense>
      )}
      <Stack gap={4} component="ul" role="list" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.type === 'link' && renderLink(entry)}
            {entry.type === 'group' && renderGroup(entry)}
            {entry.type === 'separator' && <Divider my={6} data-menu-separator />}
          </li>
        ))}
      </Stack>
    </>
  );
}
