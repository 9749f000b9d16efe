/** The vehicle map: Google Maps when a key is configured, else the offline map of Brazil. */
import { runtimeConfig } from '../../../config/runtime-config.ts';
import { GoogleVehicleMap } from './google-vehicle-map.tsx';
import { OfflineVehicleMap, type VehicleMapProps } from './offline-vehicle-map.tsx';

export function VehicleMap(props: VehicleMapProps) {
  return runtimeConfig().maps.apiKey ? <GoogleVehicleMap {...props} /> : <OfflineVehicleMap {...props} />;
}
