/**
 * Popup of one vehicle: chassis, model, status, its own position, the destination dealer's city
 * (labelled as such: it is not where the vehicle is), last update, and the details link for users
 * who may open it.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../auth/auth-context.tsx';
import { enumManifests } from '../../../manifests/enum-manifests.ts';
import { enumOption, formatDateTime } from '../../../renderer/format/format-value.ts';
import { formatCoordinates } from '../geo/coordinates.ts';
import type { VehicleLocation } from '../vehicle-location.ts';

export function VehiclePopupContent({ vehicle, onClose }: { vehicle: VehicleLocation; onClose?: () => void }) {
  const { can } = useAuth();
  const status = enumOption(vehicle.status, enumManifests.get('vehicle-status'));
  return (
    <Stack gap={4} data-testid="vehicle-popup">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" ff="monospace">
          {vehicle.chassi}
        </Text>
        {onClose && (
          <ActionIcon variant="subtle" size="sm" aria-label="Fechar" onClick={onClose}>
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
      <Text size="sm">{vehicle.modelo}</Text>
      <Badge color={status.color ?? 'gray'} variant="light" size="sm">
        {status.label}
      </Badge>
      <Text size="xs">Posição (lat; long): {formatCoordinates(vehicle.latitude, vehicle.longitude)}</Text>
      {vehicle.cidade && (
        <Text size="xs" c="dimmed">
          Destino (concessionária): {vehicle.cidade}
          {vehicle.uf ? `/${vehicle.uf}` : ''}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Última atualização: {formatDateTime(vehicle.atualizadoEm) ?? '--'}
      </Text>
      {can({ resource: 'vehicle-details' }) && (
        <Anchor component={Link} to={`/vehicles/details/${encodeURIComponent(vehicle.chassi)}`} size="sm">
          Ver detalhes do veículo
        </Anchor>
      )}
    </Stack>
  );
}

export function FloatingPopup({ x, y, className, children }: { x: number; y: number; className: string | undefined; children: ReactNode }) {
  return (
    <Paper shadow="md" radius="md" p="sm" withBorder className={className} style={{ left: x, top: y }} role="dialog" aria-label="Detalhes do veículo no mapa">
      {children}
    </Paper>
  );
}
