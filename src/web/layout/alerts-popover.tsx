/**
 * The bell's popover (loaded at the first press of the bell, alert-bell.tsx): the latest alerts,
 * "Marcar todas como lidas" and the way to the subscriptions. Pressing an alert marks it read and
 * opens its record. Escape and a click outside close it; Escape gives the focus back to the bell.
 */
import { lazy, type RefObject, Suspense, useState } from 'react';
import { Button, Group, Popover, Text } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { notifyHttpError } from '../api/notify.ts';
import { markAllAlertsRead, refreshAlerts } from './alert-queries.ts';
import { unreadCountQueryOptions } from './unread-count-query.ts';
import { AlertList } from './alert-list.tsx';
import classes from './alerts.module.css';
import { chunk } from '../app/code-chunk.ts';

const AlertPreferences = lazy(chunk(() => import('./alert-preferences.tsx')));

interface AlertsPopoverProps {
  /** The dropdown's id, which the bell names in `aria-controls`. */
  id: string;
  opened: boolean;
  unread: number;
  bell: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}

export default function AlertsPopover({ id, opened, unread, bell, onClose }: AlertsPopoverProps) {
  const client = useQueryClient();
  const [dropdown, setDropdown] = useState<HTMLDivElement | null>(null);
  const [preferencesOpened, setPreferencesOpened] = useState(false);
  // The bell is outside the popover's anchor: its own click toggles the popover, so it is no outside click.
  useClickOutside(() => opened && onClose(false), null, [dropdown, bell.current]);

  const readAll = () => {
    client.setQueryData(unreadCountQueryOptions().queryKey, { total: 0 });
    markAllAlertsRead()
      .catch((error: unknown) => notifyHttpError(error))
      .finally(() => void refreshAlerts(client));
  };

  return (
    <>
      <Popover
        opened={opened}
        onDismiss={() => onClose(true)}
        closeOnClickOutside={false}
        position="bottom-end"
        width={380}
        shadow="md"
        withArrow
        trapFocus
        withRoles={false}
      >
        <Popover.Target>
          <span className={classes.anchor} />
        </Popover.Target>
        <Popover.Dropdown ref={setDropdown} id={id} role="dialog" aria-label="Alertas" p="xs">
          <Group justify="space-between" wrap="nowrap" px="xs" pb="xs">
            <Text fw={700}>Alertas</Text>
            <Button variant="subtle" size="compact-sm" leftSection={<IconChecks size={16} aria-hidden />} disabled={unread === 0} onClick={readAll}>
              Marcar todas como lidas
            </Button>
          </Group>
          <AlertList onOpen={() => onClose(false)} />
          <Button
            variant="subtle"
            size="compact-sm"
            fullWidth
            mt="xs"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => {
              onClose(false);
              setPreferencesOpened(true);
            }}
          >
            Preferências de alertas
          </Button>
        </Popover.Dropdown>
      </Popover>
      {preferencesOpened && (
        <Suspense fallback={null}>
          <AlertPreferences
            onClose={() => {
              setPreferencesOpened(false);
              bell.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
