import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * The routes' error element: a page whose code or manifest failed to load, or that throws while
 * drawing, gets this last-resort screen, explained in pt-BR, never blank; the next navigation leaves it.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={520} ta="center" role="alert">
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          Algo deu errado ao exibir esta página
        </Title>
        <Text c="dimmed">Tente novamente. Se o problema continuar, avise o suporte.</Text>
        <Button component="a" href="/">
          Voltar para o início
        </Button>
      </Stack>
    </Center>
  );
}
