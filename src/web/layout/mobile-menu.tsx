/** The menu below the `sm` breakpoint: the same entries in a drawer, always with labels. */
import { Divider, Drawer, ScrollArea, Stack } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { appManifest } from '../manifests/app-manifest.ts';
import { AppVersion } from './app-version.tsx';
import { LogoutItem } from './logout-item.tsx';
import { SidebarMenu } from './sidebar-menu.tsx';
import { useOpenGroups } from './use-open-groups.ts';
import type { VisibleEntry } from './visible-menu.ts';

export interface MobileMenuProps {
  entries: readonly VisibleEntry[];
  opened: boolean;
  onClose: () => void;
}

export function MobileMenu({ entries, opened, onClose }: MobileMenuProps) {
  const { pathname } = useLocation();
  const { openGroups, toggle } = useOpenGroups(entries, pathname);
  const items = entries.filter((entry) => entry.type !== 'logout');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={appManifest.displayName}
      size={appManifest.sidebar.expandedWidth}
      padding="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="mobile-menu"
    >
      <nav aria-label="Menu principal (celular)">
        <Stack gap={4}>
          {items.length > 0 && (
            <>
              <SidebarMenu entries={items} expanded openGroups={openGroups} onGroupClick={toggle} onLeafClick={onClose} />
              <Divider my={6} />
            </>
          )}
          {entries.map((entry) => entry.type === 'logout' && <LogoutItem key={entry.id} entry={entry} expanded />)}
          <AppVersion expanded />
        </Stack>
      </nav>
    </Drawer>
  );
}
