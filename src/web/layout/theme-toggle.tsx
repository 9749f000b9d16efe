import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { DeferredTooltip } from '../renderer/overlays/deferred-tooltip.tsx';
import classes from './layout.module.css';

/** Light/dark switch; Mantine's colour-scheme manager persists it in localStorage. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const label = scheme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro';
  return (
    <DeferredTooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label={label}
        className={classes.iconButton}
        data-testid="theme-toggle"
        onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      >
        {scheme === 'dark' ? <IconSun size={20} stroke={1.6} aria-hidden /> : <IconMoon size={20} stroke={1.6} aria-hidden />}
      </ActionIcon>
    </DeferredTooltip>
  );
}
