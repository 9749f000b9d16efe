/**
 * What the user sees before the app shell exists: a loading state while signing in, and a clear
 * pt-BR explanation (never a blank page) when configuration, identity provider or permissions fail.
 */
import { Button, Center, Code, List, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconPlugConnectedX } from '@tabler/icons-react';
import { appManifest } from '../manifests/app-manifest.ts';
import type { BootOutcome } from './boot.ts';

type Failure = Exclude<BootOutcome, { kind: 'ready' }>;

export function BootLoading() {
  return (
    <Center mih="100dvh" component="main">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="lg" aria-hidden />
        <Text fw={600}>{appManifest.displayName}</Text>
        <Text size="sm" c="dimmed">
          Carregando…
        </Text>
      </Stack>
    </Center>
  );
}

function reload(): void {
  window.location.reload();
}

/** The home page without the sign-out notice: a fresh sign-in. */
function signInAgain(): void {
  window.location.assign('/');
}

function describe(failure: Failure) {
  switch (failure.kind) {
    case 'config-invalid':
      return {
        icon: <IconAlertTriangle size={40} aria-hidden />,
        title: 'Não foi possível carregar a configuração',
        text: 'O arquivo de configuração do VTLog (/config.json) está indisponível ou incompleto. Avise o suporte com os detalhes abaixo.',
        details: (
          <List size="sm">
            {failure.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        ),
        retry: true,
      };
    case 'identity-provider-unreachable':
      return {
        icon: <IconPlugConnectedX size={40} aria-hidden />,
        title: 'Servidor de login indisponível',
        text: 'Não foi possível conectar ao servidor de identidade para fazer o login. Verifique sua conexão e tente novamente em alguns instantes.',
        details: <Code>{failure.authUrl}</Code>,
        retry: true,
      };
    case 'sign-in-failed':
      return {
        icon: <IconAlertTriangle size={40} aria-hidden />,
        title: 'Não foi possível concluir o login',
        text: 'O login não foi concluído. Tente novamente; se o problema continuar, avise o suporte.',
        details: null,
        retry: true,
      };
    case 'permissions-failed':
      return {
        icon: <IconLock size={40} aria-hidden />,
        title: 'Não foi possível carregar suas permissões',
        text: failure.signedOut
          ? 'O servidor de autorização não respondeu com suas permissões e, por segurança, sua sessão foi encerrada. Entre novamente; se o problema continuar, avise o suporte.'
          : 'Por segurança, sua sessão está sendo encerrada…',
        details: failure.signedOut ? <Button onClick={signInAgain}>Entrar novamente</Button> : null,
        retry: false,
      };
  }
}

export function BootFailure({ failure }: { failure: Failure }) {
  const { icon, title, text, details, retry } = describe(failure);
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={560} ta="center" role="alert" data-testid="boot-failure" data-reason={failure.kind}>
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {details}
        {retry && <Button onClick={reload}>Tentar novamente</Button>}
      </Stack>
    </Center>
  );
}
