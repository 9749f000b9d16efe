/** Error pages: /notfound and /access-denied — title, message, icon, back to the start. */
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { appManifest } from '../../manifests/app-manifest.ts';
import { ManifestIcon } from '../icons/manifest-icon.tsx';
import type { KindProps } from '../page-kind-props.ts';

export default function ErrorPage({ page }: KindProps<'error'>) {
  useDocumentTitle(`${page.title} · ${appManifest.displayName}`);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="md" maw={520} ta="center">
        {page.error.icon && (
          <ThemeIcon size={72} radius="xl" variant="light" color="gray">
            <ManifestIcon name={page.error.icon} size={40} />
          </ThemeIcon>
        )}
        <Title order={2}>{page.title}</Title>
        <Text c="dimmed">{page.error.message}</Text>
        <Button component={Link} to="/">
          {page.error.actionLabel}
        </Button>
      </Stack>
    </Center>
  );
}
