/**
 * The map's own answer: every matching vehicle's position in a compact, column-wise form. The map
 * draws tens of thousands of vehicles at once; the list contract (POST /vehicle/listVehicleLocations)
 * repeats every key and carries order, dealer and carrier fields the map never shows, about 330
 * bytes a vehicle. Here each vehicle is its chassis, two coordinates, a time in seconds and three
 * small indexes into the model, status and destination tables: about 60 bytes.
 */
import type { ApiPlugin } from '../../api-plugin.ts';
import { normalizeFilters } from '../../list/list-route.ts';
import { type VehicleLocationPoints, vehicleLocationPointsSchema } from '../../../shared/api/vehicle-location-points.schema.ts';
import { vehicleLocationListOf } from './vehicle-locations.routes.ts';

/** As many as the list route gives in one page. */
const MAX_POINTS = 50_000;

/** Index of `key` in a growing table (`values`), adding it the first time. */
function interner<Value>(values: Value[]) {
  const indexOf = new Map<string, number>();
  return (key: string, value: Value): number => {
    const known = indexOf.get(key);
    if (known !== undefined) return known;
    indexOf.set(key, values.length);
    values.push(value);
    return values.length - 1;
  };
}

export const vehicleLocationPointsRoute: ApiPlugin = async (app) => {
  const vehicleLocationList = vehicleLocationListOf(app.manifests);
  app.post(
    '/vehicle/listVehicleLocationPoints',
    {
      schema: {
        summary: 'Posições dos veículos para o mapa, em colunas compactas (os filtros de POST /vehicle/listVehicleLocations)',
        tags: ['tracking'],
        body: { type: 'object', additionalProperties: false, properties: { filters: vehicleLocationList.filtersSchema } },
        response: { 200: vehicleLocationPointsSchema },
      },
      config: { permission: { resource: 'list-vehicles-locations', scope: 'view' } },
      preValidation: normalizeFilters,
    },
    async (request): Promise<VehicleLocationPoints> => {
      const { filters } = request.body ?? {};
      const page = await vehicleLocationList.run(app.db, { page: 1, pageSize: MAX_POINTS, ...(filters ? { filters } : {}) });
      const points: VehicleLocationPoints = {
        total: page.total,
        modelos: [],
        statuses: [],
        destinos: [],
        chassi: [],
        modelo: [],
        status: [],
        destino: [],
        latitude: [],
        longitude: [],
        atualizadoEm: [],
      };
      const modelo = interner(points.modelos);
      const status = interner(points.statuses);
      const destino = interner(points.destinos);
      for (const item of page.items) {
        points.chassi.push(item.chassi);
        points.modelo.push(modelo(item.modelo, item.modelo));
        points.status.push(status(item.status, item.status));
        points.destino.push(destino(`${item.cidade}/${item.uf}`, { cidade: item.cidade, uf: item.uf }));
        points.latitude.push(item.latitude);
        points.longitude.push(item.longitude);
        points.atualizadoEm.push(Math.floor(Date.parse(item.atualizadoEm) / 1000));
      }
      return points;
    },
  );
};
