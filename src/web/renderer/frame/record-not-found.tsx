/**
 * A details page whose record does not exist (the API answered 404): the manifest's title and
 * message, and no retry button (asking again would not make the record exist).
 */
import { Alert, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';

export function RecordNotFound({ title, message }: { title: string; message: string | undefined }) {
  return (
    <Alert color="gray" variant="light" title={title} icon={<IconSearchOff size={18} />} role="status">
      {message && <Text size="sm">{message}</Text>}
    </Alert>
  );
}
