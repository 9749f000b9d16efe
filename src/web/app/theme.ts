import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { appManifest } from '../manifests/manifests.ts';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // visible keyboard focus everywhere (Mantine's default shows it on :focus-visible)
  focusRing: 'auto',
});

/** Light/dark preference stored locally under app.json `theme.storageKey` (spec §1). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: appManifest.theme.storageKey });
