/**
 * The bell of the top bar: the user's unread alerts counted (unread-count-query.ts) and, once pressed,
 * the popover listing them (alerts-popover.tsx, loaded at the first press: the shell every route
 * loads stays small). The popover points at an anchor laid over the bell, so the button itself is
 * never drawn again and keeps the keyboard focus.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DeferredTooltip } from '../renderer/overlays/deferred-tooltip.tsx';
import { unreadCountQueryOptions } from './unread-count-query.ts';
import { bellLabel, unreadBadgeText } from './alert-texts.ts';
import classes from './alerts.module.css';
import layoutClasses from './layout.module.css';
import { chunk } from '../app/code-chunk.ts';

const AlertsPopover = lazy(chunk(() => import('./alerts-popover.tsx')));
const popoverId = 'alerts-popover';

export function AlertBell() {
  // A failed count shows no badge: the shell never toasts for it (as the menu's counts).
  const total = useQuery(unreadCountQueryOptions()).data?.total ?? 0;
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpened(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const badge = unreadBadgeText(total);
  const label = bellLabel(total);
  return (
    <span className={classes.bell}>
      <DeferredTooltip label="Alertas" disabled={opened}>
        <ActionIcon
          ref={button}
          variant="default"
          size="lg"
          radius="md"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? popoverId : undefined}
          className={layoutClasses.iconButton}
          data-testid="alert-bell"
          onClick={() => {
            setEverOpened(true);
            setOpened((current) => !current);
          }}
        >
          <IconBell size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </DeferredTooltip>
      {badge && (
        <span className={classes.count} aria-hidden data-testid="alert-count">
          {badge}
        </span>
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <AlertsPopover id={popoverId} opened={opened} unread={total} bell={button} onClose={close} />
        </Suspense>
      )}
    </span>
  );
}
