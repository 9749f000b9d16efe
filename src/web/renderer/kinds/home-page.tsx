/** Home: the welcome message naming the product, then shortcuts to the pages the user may open. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageCards } from '../frame/page-cards.tsx';
import type { KindProps } from '../page-kind-props.ts';

export default function HomePage({ page }: KindProps<'home'>) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="xs">
          <Title order={3}>{page.home.welcome}</Title>
          {page.home.text && <Text c="dimmed">{page.home.text}</Text>}
        </Stack>
      </Paper>
      {page.cards && <PageCards cards={page.cards} label="Atalhos" />}
    </Stack>
  );
}
