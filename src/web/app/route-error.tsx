import { Component, type ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Last-resort screen when a page throws while rendering: explained in pt-BR, never blank. */
export function RouteError() {
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

interface BoundaryProps {
  /** The location shown: a navigation (back, forward) draws the routes again. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  locationKey: string;
  failed: boolean;
}

/** Shows RouteError, shell included, when the routes throw while rendering, until the next navigation. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { locationKey: this.props.locationKey, failed: false };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.locationKey === state.locationKey ? null : { locationKey: props.locationKey, failed: false };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
