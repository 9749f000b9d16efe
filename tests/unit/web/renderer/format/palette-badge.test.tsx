/**
 * The enum badge written as markup (palette-badge.tsx) is the markup of Mantine's <Badge> it stands
 * for, with the app's theme, in every colour the enum manifests use.
 */
import { Badge, MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../../../src/web/app/theme.ts';
import { enumManifests } from '../../../../../src/web/manifests/enum-manifests.ts';
import { paletteBadge } from '../../../../../src/web/renderer/format/palette-badge.tsx';

const withoutStyleTags = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
const drawn = (element: React.ReactNode) => withoutStyleTags(renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>));

const colors = [...new Set([...enumManifests.values()].flatMap((manifest) => manifest.values.flatMap((value) => (value.color ? [value.color] : []))))];

describe('paletteBadge', () => {
  it('is drawn in the enums’ colours', () => {
    expect(colors.length).toBeGreaterThan(3);
  });

  it.each(colors)('draws what Mantine’s light badge draws in %s', (color) => {
    expect(drawn(paletteBadge(color, 'Em trânsito'))).toBe(
      drawn(
        <Badge color={color} variant="light" radius="sm" tt="none">
          Em trânsito
        </Badge>,
      ),
    );
  });
});
