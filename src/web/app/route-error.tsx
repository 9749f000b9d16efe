import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { isChunkLoadError } from './code-chunk.ts';

/**
 * The routes' error element: a page whose code or manifest failed to load, or that throws while
 * drawing, gets this last-resort screen, explained in pt-BR, never blank; the next navigation leaves it.
 * Code that could not be downloaded, even after code-chunk.ts's retries, is told apart: the server is
 * away or was updated under the page, and a reload is what fixes it.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const unreachable = isChunkLoadError(error);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <ThemeIcon size={72} radius="xl" variant="light" color={unreachable ? 'orange' : 'red'}>
          {unreachable ? <IconCloudOff size={40} aria-hidden /> : <IconAlertTriangle size={40} aria-hidden />}
        </ThemeIcon>
        <Title order={1} size="h2">
          {unreachable ? 'Não foi possível carregar esta página' : 'Algo deu errado ao exibir esta página'}
        </Title>
        <Text c="dimmed">
          {unreachable
            ? 'O servidor do VTLog não respondeu ou foi atualizado. Verifique a conexão e recarregue a página.'
            : 'Tente novamente. Se o problema continuar, avise o suporte.'}
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()} variant={unreachable ? 'filled' : 'default'}>
            Recarregar a página
          </Button>
          <Button component="a" href="/" variant={unreachable ? 'default' : 'filled'}>
            Voltar para o início
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
