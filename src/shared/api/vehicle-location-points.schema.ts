/**
 * POST /vehicle/listVehicleLocationPoints: the map's positions column by column, repeated texts as
 * indexes into small tables. The server answers with this schema; the map reads the type.
 */
import type { FromSchema } from 'json-schema-to-ts';

const strings = { type: 'array', items: { type: 'string' } } as const;
const indexes = (description: string) => ({ type: 'array', items: { type: 'integer', minimum: 0 }, description }) as const;

export const vehicleLocationPointsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['total', 'modelos', 'statuses', 'destinos', 'chassi', 'modelo', 'status', 'destino', 'latitude', 'longitude', 'atualizadoEm'],
  properties: {
    total: { type: 'integer', description: 'Veículos que atendem aos filtros (a resposta traz no máximo 50.000)' },
    modelos: { ...strings, description: 'Tabela de modelos citados pela coluna modelo' },
    statuses: { ...strings, description: 'Tabela de códigos de status citados pela coluna status' },
    destinos: {
      type: 'array',
      description: 'Tabela de destinos (cidade e UF da concessionária) citados pela coluna destino',
      items: { type: 'object', additionalProperties: false, required: ['cidade', 'uf'], properties: { cidade: { type: 'string' }, uf: { type: 'string' } } },
    },
    chassi: { ...strings, description: 'Um chassi por veículo; as outras colunas seguem a mesma ordem' },
    modelo: indexes('Índice em modelos'),
    status: indexes('Índice em statuses'),
    destino: indexes('Índice em destinos'),
    latitude: { type: 'array', items: { type: 'number' } },
    longitude: { type: 'array', items: { type: 'number' } },
    atualizadoEm: { type: 'array', items: { type: 'integer' }, description: 'Quando a posição foi informada, em segundos desde 1970-01-01T00:00:00Z' },
  },
} as const;

export type VehicleLocationPoints = FromSchema<typeof vehicleLocationPointsSchema>;
