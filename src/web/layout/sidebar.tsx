/**
 * The desktop sidebar: collapsed by default (icons only), expanded with labels and
 * sub-items; a parent click expands it, a leaf click navigates and collapses it; Sair and the app
 * version at the bottom. Escape collapses it again.
 */
import { AppShell, Divider, NavLink, ScrollArea } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';
import { AppVersion } from './app-version.tsx';
import { CollapsedTooltip } from './collapsed-tooltip.tsx';
import classes from './layout.module.css';
import { LogoutItem } from './logout-item.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import { useOpenGroups } from './use-open-groups.ts';
import type { VisibleEntry } from './visible-menu.ts';

export interface SidebarProps {
  entries: readonly VisibleEntry[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

export function Sidebar({ entries, expanded, onExpandedChange }: SidebarProps) {
  const { pathname } = useLocation();
  const { openGroups, toggle, open } = useOpenGroups(entries, pathname);
  const toggleLabel = expanded ? 'Recolher menu' : 'Expandir menu';
  const ToggleIcon = expanded ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;

  const onGroupClick = (id: string) => {
    if (expanded) {
      toggle(id);
    } else {
      open(id);
      onExpandedChange(true);
    }
  };

  const toggleButton = (
    <NavLink
      component="button"
      type="button"
      label={toggleLabel}
      aria-label={expanded ? undefined : toggleLabel}
      aria-expanded={expanded}
      leftSection={<ToggleIcon size={22} stroke={1.6} aria-hidden />}
      className={expanded ? classes.item : `${classes.item} ${classes.collapsedItem}`}
      data-testid="sidebar-toggle"
      onClick={() => onExpandedChange(!expanded)}
    />
  );

  return (
    <AppShell.Navbar
      p="xs"
      aria-label="Menu principal"
      data-expanded={expanded || undefined}
      data-testid="sidebar"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && expanded) onExpandedChange(false);
      }}
    >
      <AppShell.Section>
        <CollapsedTooltip expanded={expanded} label={toggleLabel}>
          {toggleButton}
        </CollapsedTooltip>
        <Divider my={6} />
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} scrollbarSize={6} type="hover">
        <SidebarMenu
          entries={entries.filter((entry) => entry.type !== 'logout')}
          expanded={expanded}
          openGroups={openGroups}
          onGroupClick={onGroupClick}
          onLeafClick={() => onExpandedChange(false)}
        />
      </AppShell.Section>
      <AppShell.Section>
        <Divider my={6} />
        {entries.map((entry) => entry.type === 'logout' && <LogoutItem key={entry.id} entry={entry} expanded={expanded} />)}
        <AppVersion expanded={expanded} />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
