import type { FromSchema } from 'json-schema-to-ts';
import type { ApiPlugin } from '../../api-plugin.ts';
import { defineList } from '../../list/define-list.ts';
import { vehicleScan } from '../../list/filters.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { keysOf, orderItemKeyProperties } from '../common-schemas.ts';
import { type ManifestFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { carrierCodesFilter, vehicleFieldsOf, vehicleStatusSortOf } from '../vehicle/vehicle-list.resource.ts';
import { toTrackedVehicle, trackedVehicleColumns, vehiclePositionProperties } from './tracked-vehicle.ts';

const locationItemProperties = {
  id: { type: 'integer' },
  ...vehiclePositionProperties,
  uf: { type: 'string', description: 'UF de destino (concessionária)' },
  cidade: { type: 'string' },
  regiao: { type: 'string' },
  concessionaria: { type: 'string' },
  transportadora: { type: ['string', 'null'] },
  ...orderItemKeyProperties,
} as const;

const vehicleLocationItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: keysOf(locationItemProperties),
  properties: locationItemProperties,
} as const;

type LocationItem = FromSchema<typeof vehicleLocationItemSchema>;

const pick = <T extends object, K extends keyof T>(all: T, ...names: K[]) => Object.fromEntries(names.map((n) => [n, all[n]])) as Pick<T, K>;

/** Last known positions for the map: compact items, big pages (20,000 markers in one call). */
export const vehicleLocationListOf = perFolder((manifests: ManifestFolder) =>
  defineList({
    from: (db) => db.selectFrom('vehicles'),
    select: (q) => q.select(['id', ...trackedVehicleColumns, 'uf', 'cidade', 'regiao', 'concessionaria', 'transportadora']),
    toItem: (r): LocationItem => ({
      // A bare `id` is typed as every table's (some are text); this one is the vehicle's.
      id: r.id as number,
      ...toTrackedVehicle(r),
      uf: r.uf,
      cidade: r.cidade,
      regiao: r.regiao,
      concessionaria: r.concessionaria,
      transportadora: r.transportadora,
    }),
    itemSchema: vehicleLocationItemSchema,
    fields: {
      ...pick(vehicleFieldsOf(manifests), 'chassi', 'regiao', 'uf', 'cidade', 'status', 'concessionaria', 'modelo'),
      atualizadoEm: { type: 'datetime', label: 'Posição em', column: 'vehicles.localizacao_em', default: 'between' },
    },
    scanCost: vehicleScan,
    filters: { transportadora: carrierCodesFilter },
    sorts: { atualizadoEm: 'localizacao_em', chassi: 'chassi', status: vehicleStatusSortOf(manifests), uf: 'uf' },
    defaultSort: [{ field: 'atualizadoEm', direction: 'desc' }],
    tieBreaker: 'id',
    maxPageSize: 50_000,
    defaultPageSize: 5_000,
  }),
);

/** POST /vehicle/listVehicleLocations. */
export const vehicleLocationsRoute: ApiPlugin = async (app) => {
  registerListRoute(app, {
    url: '/vehicle/listVehicleLocations',
    permission: { resource: 'list-vehicles-locations', scope: 'view' },
    resource: vehicleLocationListOf(app.manifests),
    summary: 'Últimas posições conhecidas dos veículos (mapa), contrato genérico de listas',
    tags: ['tracking'],
  });
};
