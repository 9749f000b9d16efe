/**
 * The same map, small, for one vehicle (vehicle details page section; props filled from the
 * record), under a line saying where the vehicle is: the place of its last status event, its
 * coordinates and when the position was reported.
 */
import { useMemo, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../renderer/format/format-value.ts';
import type { CustomComponentProps } from '../../renderer/custom-component-props.ts';
import { formatCoordinates } from './geo/coordinates.ts';
import { VehicleMap } from './map/vehicle-map.tsx';
import { type VehicleLocation, worldPointsOf } from './vehicle-location.ts';

const textProp = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

export default function VehicleLocationMap({ props }: CustomComponentProps) {
  const latitude = Number(props.latitude);
  const longitude = Number(props.longitude);
  const vehicles = useMemo<VehicleLocation[]>(
    () =>
      Number.isFinite(latitude) && Number.isFinite(longitude) && props.latitude !== undefined && props.longitude !== undefined
        ? [
            {
              id: 0,
              chassi: String(props.chassi ?? ''),
              modelo: String(props.modelo ?? ''),
              status: String(props.status ?? ''),
              latitude,
              longitude,
              atualizadoEm: String(props.atualizadoEm ?? ''),
            },
          ]
        : [],
    [latitude, longitude, props.chassi, props.modelo, props.status, props.atualizadoEm, props.latitude, props.longitude],
  );
  const points = useMemo(() => worldPointsOf(vehicles), [vehicles]);
  const [selected, setSelected] = useState<number | undefined>();
  if (vehicles.length === 0) return <Text c="dimmed">Localização não informada.</Text>;
  const city = textProp(props.cidade);
  const place = city ? `${city}${textProp(props.uf) ? `/${textProp(props.uf)}` : ''}` : undefined;
  return (
    <Stack gap="sm">
      <Group gap="xl" align="flex-start" data-testid="vehicle-place">
        <Fact label="Cidade/UF (último registro)" value={place ?? 'Não informada'} />
        {textProp(props.local) && <Fact label="Local" value={textProp(props.local)!} />}
        <Fact label="Coordenadas" value={formatCoordinates(latitude, longitude)} />
        <Fact label="Atualizado em" value={formatDateTime(props.atualizadoEm) ?? '--'} />
      </Group>
      <VehicleMap vehicles={vehicles} points={points} height={280} selectedIndex={selected} onSelect={setSelected} focusZoom={8} />
    </Stack>
  );
}
