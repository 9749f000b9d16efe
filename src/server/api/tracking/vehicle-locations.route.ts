import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { regions, states } from '../../db/seed/geography.ts';
import { vehicleStatusCodes } from '../../db/vehicle-statuses.ts';
import { defineList } from '../../list/define-list.ts';
import { filters } from '../../list/filters.ts';
import { registerListRoute } from '../../list/list-route.ts';
import { keysOf, orderItemKeyProperties } from '../common-schemas.ts';
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

/** Last known positions for the map: compact items, big pages (20,000 markers in one call). */
export const vehicleLocationList = defineList<LocationItem>({
  from: (db) => db.selectFrom('vehicles'),
  select: (q) => q.select(['id', ...trackedVehicleColumns, 'uf', 'cidade', 'regiao', 'concessionaria', 'transportadora']),
  toItem: (r) => ({ id: r.id, ...toTrackedVehicle(r), uf: r.uf, cidade: r.cidade, regiao: r.regiao, concessionaria: r.concessionaria, transportadora: r.transportadora }),
  itemSchema: vehicleLocationItemSchema,
  filters: {
    chassi: filters.suffix('chassi', 'chassi_rev', 17, { type: 'string', minLength: 3, maxLength: 17, pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]+$' }),
    regiao: filters.anyOf('regiao_codigo', { type: 'string', enum: regions.map((r) => r.codigo) }),
    uf: filters.anyOf('uf', { type: 'string', enum: states.map((s) => s.uf) }),
    status: filters.anyOf('status', { type: 'string', enum: vehicleStatusCodes }),
    transportadora: {
      schema: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 40 }, minItems: 1, maxItems: 50, uniqueItems: true, description: 'Códigos das transportadoras' },
      apply: (q, codes: string[]) => q.where('carrier_id', 'in', (eb: any) => eb.selectFrom('carriers').select('id').where('codigo', 'in', codes)),
    },
    atualizadoEm: filters.dateRange('localizacao_em', true),
  },
  sorts: { atualizadoEm: 'localizacao_em', chassi: 'chassi', status: 'status', uf: 'uf' },
  defaultSort: [{ field: 'atualizadoEm', direction: 'desc' }],
  tieBreaker: 'id',
  maxPageSize: 50_000,
  defaultPageSize: 5_000,
});

/** POST /vehicle/listVehicleLocations. */
export async function vehicleLocationsRoute(app: FastifyInstance): Promise<void> {
  registerListRoute(app, {
    url: '/vehicle/listVehicleLocations',
    permission: { resource: 'list-vehicles-locations', scope: 'view' },
    resource: vehicleLocationList,
    summary: 'Últimas posições conhecidas dos veículos (mapa), contrato genérico de listas',
    tags: ['tracking'],
  });
}
