/** Photos of a checklist item as thumbnails; a click opens the zoom view. */
import { useState } from 'react';
import { ActionIcon, Group, Image, Modal, Skeleton, Tooltip, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type AttachmentRef, useAttachment } from './receipt-api.ts';

interface ThumbnailProps {
  photo: AttachmentRef;
  label: string;
  onRemove: (() => void) | undefined;
}

function Thumbnail({ photo, label, onRemove }: ThumbnailProps) {
  const { data, isPending, isError } = useAttachment(photo);
  const [zoomed, setZoomed] = useState(false);
  if (isPending) return <Skeleton width={72} height={72} radius="sm" aria-busy />;
  if (isError || !data) return null;
  const src = `data:image/png;base64,${data.base64}`;
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <UnstyledButton onClick={() => setZoomed(true)} aria-label={`Ampliar ${label}`}>
        <Image src={src} alt={label} w={72} h={72} fit="cover" radius="sm" style={{ border: '1px solid var(--mantine-color-default-border)' }} />
      </UnstyledButton>
      {onRemove && (
        <Tooltip label="Remover foto">
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remover ${label}`} onClick={onRemove}>
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      )}
      <Modal opened={zoomed} onClose={() => setZoomed(false)} title={label} size="xl" centered>
        <Image src={src} alt={label} fit="contain" mah="75vh" />
      </Modal>
    </Group>
  );
}

export function PhotoThumbnails({ photos, itemLabel, onRemove }: { photos: AttachmentRef[]; itemLabel: string; onRemove?: (id: number) => void }) {
  if (photos.length === 0) return null;
  return (
    <Group gap="sm">
      {photos.map((photo, index) => (
        <Thumbnail key={photo.id} photo={photo} label={`Foto ${index + 1} de "${itemLabel}"`} onRemove={onRemove && (() => onRemove(photo.id))} />
      ))}
    </Group>
  );
}
