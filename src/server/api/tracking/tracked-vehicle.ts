/** What both tracking routes (the map and the order items) say of a vehicle: its order item, name, status and last known position. */
import type { VehicleTable } from '../../db/schema.ts';
import { coordinateProperties, vehicleNameProperties } from '../common-schemas.ts';

/** The vehicle's name, status and last known position (when it was reported). */
export const vehiclePositionProperties = {
  ...vehicleNameProperties,
  status: { type: 'string' },
  ...coordinateProperties,
  atualizadoEm: { type: 'string', format: 'date-time' },
} as const;

/** Columns of `vehicles` behind `toTrackedVehicle`. */
export const trackedVehicleColumns = ['order_id', 'order_item_id', 'chassi', 'modelo', 'status', 'latitude', 'longitude', 'localizacao_em'] as const;

export function toTrackedVehicle(row: Pick<VehicleTable, (typeof trackedVehicleColumns)[number]>) {
  return {
    orderId: row.order_id,
    orderItemId: row.order_item_id,
    chassi: row.chassi,
    modelo: row.modelo,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    atualizadoEm: row.localizacao_em,
  };
}
