import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router-dom';

/** Last-resort screen when a page throws while rendering: explained in pt-BR, never blank. */
export function RouteError() {
  console.error(useRouteError());
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
