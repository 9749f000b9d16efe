/**
 * Every enum badge (Mantine Badge, variant "light") in both colour schemes, from the CSS variables
 * the app's Mantine theme really emits: its text reaches WCAG AA (4.5:1) on its background, and in
 * the dark scheme the badge is lighter than the page, so it reads as a label and not as a hole
 * (Mantine's gray was near black: "Produzido").
 */
import { DEFAULT_THEME, defaultCssVariablesResolver, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme as appTheme } from '../../../../src/web/app/theme.ts';
import { enumManifests } from '../../../../src/web/manifests/enum-manifests.ts';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const base = defaultCssVariablesResolver(theme);
const app = cssVariablesResolver(theme);
type Scheme = 'light' | 'dark';
type Rgba = [number, number, number, number];

function variable(name: string, scheme: Scheme): string {
  for (const source of [app[scheme], base[scheme], app.variables, base.variables] as Record<string, string>[]) {
    if (name in source) return source[name]!;
  }
  throw new Error(`CSS variable ${name} is not defined`);
}

function parse(value: string, scheme: Scheme): Rgba {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (reference) return parse(variable(reference[1]!, scheme), scheme);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(value.trim());
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
    return [r!, g!, b!, a];
  }
  throw new Error(`unknown colour ${value}`);
}

function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A light badge's text and background, on the page body and on a striped table row. */
function badgeColours(color: string, scheme: Scheme): { text: Rgba; background: Rgba; page: Rgba }[] {
  const colors = defaultVariantColorsResolver({ color, theme, variant: 'light' });
  const body = parse('var(--mantine-color-body)', scheme);
  const stripe = over(parse(scheme === 'light' ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-dark-6)', scheme), body);
  return [body, stripe].map((page) => {
    const background = over(parse(colors.background, scheme), page);
    return { text: over(parse(colors.color, scheme), background), background, page };
  });
}

const badges = [...enumManifests.values()].flatMap((manifest) =>
  manifest.values.filter((item) => item.color).map((item) => [`${manifest.name} ${item.label}`, item.color!] as const),
);

describe('enum badges reach WCAG AA contrast', () => {
  it('covers the coloured values of the enum manifests', () => {
    expect(badges.length).toBeGreaterThan(20);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it.each(badges)(`${scheme}: %s (%s) text reaches 4.5:1`, (_, color) => {
      for (const { text, background } of badgeColours(color, scheme)) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  // On the page body; on a striped row a coloured badge is told apart by its hue.
  it.each(badges)('dark: %s (%s) is lighter than the page', (_, color) => {
    const { background, page } = badgeColours(color, 'dark')[0]!;
    expect(luminance(background)).toBeGreaterThan(luminance(page));
  });
});
