/** Home: the welcome message naming the product. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { KindProps } from '../page-renderer.tsx';

export default function HomePage({ page }: KindProps<'home'>) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs">
        <Title order={3}>{page.home.welcome}</Title>
        {page.home.text && <Text c="dimmed">{page.home.text}</Text>}
      </Stack>
    </Paper>
  );
}
