/** A vehicle's last known position, as POST /vehicle/listVehicleLocations answers it. */
import { project, type WorldPoint } from './geo/projection.ts';

export interface VehicleLocation {
  id: number;
  chassi: string;
  modelo: string;
  status: string;
  latitude: number;
  longitude: number;
  atualizadoEm: string;
  uf?: string;
  cidade?: string;
  orderId?: number;
  orderItemId?: number;
}

/** World positions, computed once per data load and shared by clustering, list and popups. */
export function worldPointsOf(vehicles: readonly VehicleLocation[]): WorldPoint[] {
  return vehicles.map((v) => project({ lng: v.longitude, lat: v.latitude }));
}
