/** The profile menu of the top bar: initials and first name; full name, e-mail and Sair. */
import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useAuth } from '../auth/auth-context.tsx';
import { fullName, initials } from '../auth/user-profile.ts';
import { appManifest } from '../manifests/app-manifest.ts';
import { DeferredMenu } from '../renderer/overlays/deferred-menu.tsx';
import classes from './layout.module.css';
import { useLogoutConfirm } from './use-logout-confirm.ts';

export function ProfileMenu() {
  const { profile } = useAuth();
  const confirmLogout = useLogoutConfirm();
  const button = (
    <UnstyledButton
      aria-label={`Menu do usuário ${profile.firstName}`}
      className={`${classes.iconButton} ${classes.brand}`}
      data-testid="profile-menu"
      px={6}
      py={4}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar color="blue" radius="xl" size={34} aria-hidden>
          {initials(profile)}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="xs">
          {profile.firstName}
        </Text>
        <IconChevronDown size={16} stroke={1.6} aria-hidden />
      </Group>
    </UnstyledButton>
  );
  return (
    <DeferredMenu position="bottom-end" width={260} shadow="md" withArrow target={button}>
      {(Menu) => (
        <Menu.Dropdown data-testid="profile-dropdown">
          <Stack gap={0} px="sm" py="xs">
            <Text size="sm" fw={600}>
              {fullName(profile)}
            </Text>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {profile.email}
            </Text>
          </Stack>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={18} stroke={1.6} aria-hidden />} onClick={confirmLogout}>
            {appManifest.texts.logoutLabel}
          </Menu.Item>
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}
