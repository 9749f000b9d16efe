import { NavLink } from '@mantine/core';
import { CollapsedTooltip } from './collapsed-tooltip.tsx';
import { manifestIcons } from '../renderer/icons/manifest-icons.ts';
import classes from './layout.module.css';
import { useLogoutConfirm } from './use-logout-confirm.ts';
import type { VisibleEntry } from './visible-menu.ts';

type LogoutEntry = Extract<VisibleEntry, { type: 'logout' }>;

/** "Sair" at the bottom of the menu: asks for confirmation, then ends the session. */
export function LogoutItem({ entry, expanded }: { entry: LogoutEntry; expanded: boolean }) {
  const confirmLogout = useLogoutConfirm();
  const Icon = manifestIcons[entry.icon];
  const item = (
    <NavLink
      component="button"
      type="button"
      label={entry.label}
      aria-label={expanded ? undefined : entry.label}
      leftSection={<Icon size={22} stroke={1.6} aria-hidden />}
      className={expanded ? classes.item : `${classes.item} ${classes.collapsedItem}`}
      data-menu-id={entry.id}
      onClick={confirmLogout}
    />
  );
  return (
    <CollapsedTooltip expanded={expanded} label={entry.label}>
      {item}
    </CollapsedTooltip>
  );
}
