/**
 * Error state of a page: the toast "Erro" with the error's text (or "Erro ao carregar a
 * página"), and in place of the content a short message with a retry button.
 */
import { useEffect } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { HttpError } from '../../api/http-client.ts';
import { statusMessage } from '../../api/http-error.ts';
import { notifyHttpError } from '../../api/notify.ts';
import { appManifest } from '../../manifests/app-manifest.ts';

export function PageLoadError({ error, onRetry, retrying = false }: { error: unknown; onRetry: () => void; retrying?: boolean }) {
  useEffect(() => {
    notifyHttpError(error, appManifest.texts.pageLoadError);
  }, [error]);

  return (
    <Alert color="red" variant="light" title={appManifest.texts.pageLoadError} icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error instanceof HttpError ? statusMessage(error) : 'Verifique sua conexão e tente novamente.'}</Text>
        <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={onRetry} loading={retrying}>
          Tentar novamente
        </Button>
      </Group>
    </Alert>
  );
}
