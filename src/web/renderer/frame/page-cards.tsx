/**
 * A card per page the user may open (the page's own route permissions): an area's child
 * pages on its landing page (with a headline number where the manifest names one), shortcuts on
 * the home page. Cards for pages the user cannot open are
 * left out; `emptyText` shows when none is left (nothing when there is none).
 */
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PageManifest } from '../../../shared/manifest/manifest-types.ts';
import { canAccessRoute } from '../../../shared/permissions.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { pageRouteByPath } from '../../manifests/page-routes.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import { CardHeadline } from './card-headline.tsx';

type PageCard = NonNullable<PageManifest['cards']>[number];

export function PageCards({ cards, emptyText, label }: { cards: readonly PageCard[]; emptyText?: string; label?: string }) {
  const { permissions } = useAuth();
  const visible = cards.flatMap((card) => {
    const target = pageRouteByPath(card.to);
    return target && canAccessRoute(permissions, target.permissions ?? []) ? [{ card, target }] : [];
  });

  if (visible.length === 0) return emptyText ? <Text c="dimmed">{emptyText}</Text> : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="nav" aria-label={label}>
      {visible.map(({ card, target }) => (
        <Card key={card.to} component={Link} to={card.to} withBorder radius="md" padding="lg">
          <Group gap="sm" wrap="nowrap" mb="xs">
            {card.icon && (
              <ThemeIcon variant="light" size="lg" radius="md">
                <ManifestIcon name={card.icon} />
              </ThemeIcon>
            )}
            <Text fw={600}>{target.title}</Text>
          </Group>
          {card.headline && <CardHeadline headline={card.headline} />}
          <Text size="sm" c="dimmed" mt={card.headline ? 'xs' : 0}>
            {card.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
