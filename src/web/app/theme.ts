import {
  type BadgeProps,
  type ComboboxProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  type InputWrapperProps,
  localStorageColorSchemeManager,
} from '@mantine/core';
import { appManifest } from '../manifests/app-manifest.ts';

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA (4.5:1): white on blue-8 and blue-8 links on white; Mantine's default shade 6 reaches 3.6:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  // visible keyboard focus everywhere (Mantine's default shows it on :focus-visible)
  focusRing: 'auto',
  components: {
    // A field's description goes under its input, so the inputs of a form row stay level.
    // A plain object, not InputWrapper.extend: that would bring Input's code into the app's first load.
    InputWrapper: { defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] } satisfies Partial<InputWrapperProps> },
    // A select's option list is drawn when it opens, not kept hidden in the page from the start: a
    // filter form's selects (dealers: hundreds of options) each drew and positioned theirs, forcing a
    // layout apiece, in the list page's first draw. The input names its list only while it is open.
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    // A badge reads as its label is written ("Em estoque"), as the tables' enum badges do (palette-badge.tsx), never in capitals.
    Badge: { defaultProps: { tt: 'none' } satisfies Partial<BadgeProps> },
  },
});

/**
 * WCAG AA text contrast (4.5:1) in both schemes, where Mantine's defaults fall short: secondary
 * text (dimmed: descriptions, captions, pager) and placeholders (gray-6/dark-2 reach 3.3–4.0:1), and
 * the text of light badges in the light scheme (shade 9 on shade 1: yellow 2.7:1, lime 3.3:1), taken
 * 35% towards black. In the dark scheme the light gray variant (a gray badge such as "Produzido")
 * is near black, darker than the page, so it reads as a hole rather than a label: dark-4 instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(Object.entries(resolved.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)])),
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-gray-light': 'var(--mantine-color-dark-4)',
    '--mantine-color-gray-light-hover': 'var(--mantine-color-dark-3)',
  },
});

/** Light/dark preference stored locally under app.json `theme.storageKey`. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: appManifest.theme.storageKey });
