/** The top bar: mobile menu button, product name (link home), alerts bell, theme switch and profile menu. */
import { Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { appManifest } from '../manifests/app-manifest.ts';
import { AlertBell } from './alert-bell.tsx';
import classes from './layout.module.css';
import { ProfileMenu } from './profile-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export function TopBar({ mobileMenuOpened, onMobileMenuToggle }: { mobileMenuOpened: boolean; onMobileMenuToggle: () => void }) {
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={mobileMenuOpened}
            onClick={onMobileMenuToggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={mobileMenuOpened ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={mobileMenuOpened}
            data-testid="mobile-menu-button"
          />
          <Anchor component={Link} to="/" underline="never" c="inherit" className={classes.brand} aria-label={`${appManifest.displayName} — início`}>
            <Group gap={8} wrap="nowrap" miw={0}>
              <IconTruckDelivery size={26} stroke={1.6} color="var(--mantine-primary-color-filled)" aria-hidden />
              <Text fw={700} size="lg" truncate aria-hidden>
                {appManifest.displayName}
              </Text>
            </Group>
          </Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <AlertBell />
          <ThemeToggle />
          <ProfileMenu />
        </Group>
      </Group>
    </AppShell.Header>
  );
}
