/**
 * Landing page of an area (/dashboard, /administration, /settings...): a card per child page the
 * user may open (the child's own route permissions, spec §5), with the child's headline number
 * when the manifest names one.
 */
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { canAccessRoute } from '../../../shared/permissions.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { pageByPath } from '../../manifests/manifests.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import type { KindProps } from '../page-renderer.tsx';
import { CardHeadline } from './card-headline.tsx';

export default function SectionIndexPage({ page }: KindProps<'section-index'>) {
  const { permissions } = useAuth();
  const cards = page.cards.flatMap((card) => {
    const target = pageByPath(card.to);
    return target && canAccessRoute(permissions, target.permissions ?? []) ? [{ card, target }] : [];
  });

  if (cards.length === 0) {
    return <Text c="dimmed">Nenhuma página desta área está disponível para o seu perfil.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {cards.map(({ card, target }) => (
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
