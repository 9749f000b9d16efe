import type { FromSchema } from 'json-schema-to-ts';
import { states } from '../../db/seed/geography.ts';
import { defineList } from '../../list/define-list.ts';
import { filters } from '../../list/filters.ts';

/** Transport modes of a route (seed and import use the same codes). */
export const transportModes = ['RODOVIARIO', 'CABOTAGEM', 'FERROVIARIO'] as const;
export type TransportMode = (typeof transportModes)[number];
/** How a mode reads in pt-BR (reports). */
export const transportModeNames: Record<TransportMode, string> = { RODOVIARIO: 'Rodoviário', CABOTAGEM: 'Cabotagem', FERROVIARIO: 'Ferroviário' };

export const transportRouteItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'origemPlanta', 'destinoUf', 'destinoCidade', 'transportadora', 'transportadoraCodigo', 'modal', 'diasTarget', 'distanciaKm', 'atualizadoEm', 'atualizadoPor'],
  properties: {
    id: { type: 'integer' },
    origemPlanta: { type: 'string', description: 'Código da fábrica de origem' },
    destinoUf: { type: 'string' },
    destinoCidade: { type: 'string' },
    transportadora: { type: 'string', description: 'Nome da transportadora' },
    transportadoraCodigo: { type: 'string' },
    modal: { type: 'string', enum: transportModes },
    diasTarget: { type: 'integer', description: 'Target de dias de trânsito' },
    distanciaKm: { type: 'integer' },
    atualizadoEm: { type: 'string', format: 'date-time' },
    atualizadoPor: { type: 'string' },
  },
} as const;

export type TransportRouteItem = FromSchema<typeof transportRouteItemSchema>;

const columns = [
  'transport_routes.id as id', 'origem_planta', 'destino_uf', 'destino_cidade', 'carriers.nome as transportadora', 'carriers.codigo as transportadora_codigo',
  'modal', 'dias_target', 'distancia_km', 'atualizado_em', 'atualizado_por',
] as const;

export function toTransportRouteItem(row: any): TransportRouteItem {
  return {
    id: row.id,
    origemPlanta: row.origem_planta,
    destinoUf: row.destino_uf,
    destinoCidade: row.destino_cidade,
    transportadora: row.transportadora,
    transportadoraCodigo: row.transportadora_codigo,
    modal: row.modal,
    diasTarget: row.dias_target,
    distanciaKm: row.distancia_km,
    atualizadoEm: row.atualizado_em,
    atualizadoPor: row.atualizado_por,
  };
}

const code = { type: 'string', minLength: 1, maxLength: 40 };

/** Rotas e Targets (issue 8): routes with their target transit days, filters and sorts declared once. */
export const transportRouteList = defineList<TransportRouteItem>({
  from: (db) => db.selectFrom('transport_routes').innerJoin('carriers', 'carriers.id', 'transport_routes.carrier_id'),
  select: (q) => q.select([...columns]),
  toItem: toTransportRouteItem,
  itemSchema: transportRouteItemSchema,
  filters: {
    origemPlanta: filters.anyOf('origem_planta', code),
    destinoUf: filters.anyOf('destino_uf', { type: 'string', enum: states.map((s) => s.uf) }),
    destinoCidade: filters.prefix('destino_cidade', { type: 'string', minLength: 1, maxLength: 80, description: 'Cidade de destino (início do nome)' }, (v) => v.trim()),
    transportadora: filters.anyOf('carriers.codigo', code),
    modal: filters.anyOf('modal', { type: 'string', enum: transportModes }),
  },
  sorts: {
    origemPlanta: 'origem_planta',
    destinoUf: 'destino_uf',
    destinoCidade: 'destino_cidade',
    transportadora: 'carriers.nome',
    modal: 'modal',
    diasTarget: 'dias_target',
    distanciaKm: 'distancia_km',
    atualizadoEm: 'atualizado_em',
  },
  defaultSort: [{ field: 'origemPlanta', direction: 'asc' }, { field: 'destinoUf', direction: 'asc' }, { field: 'destinoCidade', direction: 'asc' }],
  tieBreaker: 'transport_routes.id',
});
