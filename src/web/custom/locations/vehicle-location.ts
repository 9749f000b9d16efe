/** A vehicle's last known position, as the map draws it. */
import type { VehicleLocationPoints } from '../../../shared/api/vehicle-location-points.schema.ts';
import { project, type WorldPoint } from './geo/projection.ts';

export interface VehicleLocation {
  id: number;
  chassi: string;
  modelo: string;
  status: string;
  latitude: number;
  longitude: number;
  atualizadoEm: string;
  /** Destination (the dealer's city), not the vehicle's place. */
  uf?: string;
  cidade?: string;
}

/** The compact answer as one record per vehicle (its index is its id). */
export function vehicleLocationsOf(points: VehicleLocationPoints): VehicleLocation[] {
  return points.chassi.map((chassi, i) => {
    const destino = points.destinos[points.destino[i]!];
    return {
      id: i,
      chassi,
      modelo: points.modelos[points.modelo[i]!] ?? '',
      status: points.statuses[points.status[i]!] ?? '',
      latitude: points.latitude[i]!,
      longitude: points.longitude[i]!,
      atualizadoEm: new Date(points.atualizadoEm[i]! * 1000).toISOString(),
      ...(destino ? { cidade: destino.cidade, uf: destino.uf } : {}),
    };
  });
}

/** World positions, computed once per data load and shared by clustering, list and popups. */
export function worldPointsOf(vehicles: readonly VehicleLocation[]): WorldPoint[] {
  return vehicles.map((v) => project({ lng: v.longitude, lat: v.latitude }));
}
