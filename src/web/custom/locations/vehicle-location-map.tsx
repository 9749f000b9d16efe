/** The same map, small, for one vehicle (vehicle details page section; props filled from the record). */
import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import type { CustomComponentProps } from '../registry.ts';
import { VehicleMap } from './map/vehicle-map.tsx';
import { type VehicleLocation, worldPointsOf } from './vehicle-location.ts';

export default function VehicleLocationMap({ props }: CustomComponentProps) {
  const latitude = Number(props.latitude);
  const longitude = Number(props.longitude);
  const vehicles = useMemo<VehicleLocation[]>(
    () =>
      Number.isFinite(latitude) && Number.isFinite(longitude) && props.latitude !== undefined && props.longitude !== undefined
        ? [{ id: 0, chassi: String(props.chassi ?? ''), modelo: String(props.modelo ?? ''), status: String(props.status ?? ''), latitude, longitude, atualizadoEm: String(props.atualizadoEm ?? '') }]
        : [],
    [latitude, longitude, props.chassi, props.modelo, props.status, props.atualizadoEm, props.latitude, props.longitude],
  );
  const points = useMemo(() => worldPointsOf(vehicles), [vehicles]);
  const [selected, setSelected] = useState<number | undefined>();
  if (vehicles.length === 0) return <Text c="dimmed">Localização não informada.</Text>;
  return <VehicleMap vehicles={vehicles} points={points} height={280} selectedIndex={selected} onSelect={setSelected} focusZoom={8} />;
}
