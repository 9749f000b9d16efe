import type { FromSchema } from 'json-schema-to-ts';
import { states } from '../../../shared/geo/brazil-states.ts';
import { defineList, listDefinition } from '../../list/define-list.ts';
import { tableScan } from '../../list/filters.ts';
import { type ManifestFolder, perFolder } from '../../manifests/manifest-folder.ts';

/** Transport modes of a route (seed and import use the same codes). */
export const transportModes = ['RODOVIARIO', 'CABOTAGEM', 'FERROVIARIO'] as const;
export type TransportMode = (typeof transportModes)[number];
/** How a mode reads in pt-BR (reports). */
export const transportModeNames: Record<TransportMode, string> = { RODOVIARIO: 'Rodoviário', CABOTAGEM: 'Cabotagem', FERROVIARIO: 'Ferroviário' };

/** A route's target in days of transit: the one bound of the edit dialog, the API and the spreadsheet import. */
export const targetDaysSchema = { type: 'integer', minimum: 1, maximum: 120, title: 'Target (dias de trânsito)' } as const;

export const transportRouteItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'origemPlanta',
    'destinoUf',
    'destinoCidade',
    'transportadora',
    'transportadoraCodigo',
    'modal',
    'diasTarget',
    'distanciaKm',
    'atualizadoEm',
    'atualizadoPor',
  ],
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
  'transport_routes.id as id',
  'origem_planta',
  'destino_uf',
  'destino_cidade',
  'carriers.nome as transportadora',
  'carriers.codigo as transportadora_codigo',
  'modal',
  'dias_target',
  'distancia_km',
  'atualizado_em',
  'atualizado_por',
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

const code = { minLength: 1, maxLength: 40 };

/** Rotas e Targets: routes with their target transit days, filters and sorts declared once. */
export const transportRouteDefinition = listDefinition({
  from: (db) => db.selectFrom('transport_routes').innerJoin('carriers', 'carriers.id', 'transport_routes.carrier_id'),
  select: (q) => q.select([...columns]),
  toItem: toTransportRouteItem,
  itemSchema: transportRouteItemSchema,
  fields: {
    id: { type: 'integer', label: 'Rota', column: 'transport_routes.id', default: 'eq', value: { minimum: 1 }, indexed: ['eq', 'in', 'between', 'gte', 'lte'] },
    origemPlanta: { type: 'code', label: 'Fábrica de origem', column: 'origem_planta', default: 'in', value: code, indexed: ['eq', 'in'] },
    destinoUf: { type: 'code', label: 'UF de destino', column: 'destino_uf', default: 'in', codes: states.map((s) => s.uf) },
    destinoCidade: { type: 'text', label: 'Cidade de destino', column: 'destino_cidade', default: 'startsWith', searchable: true, value: { maxLength: 80 } },
    transportadora: { type: 'code', label: 'Transportadora (código)', column: 'carriers.codigo', default: 'in', value: code, indexed: ['eq', 'in'] },
    modal: { type: 'code', label: 'Modal', column: 'modal', default: 'in', codes: transportModes },
    diasTarget: { type: 'integer', label: 'Target de dias', column: 'dias_target', default: 'between', value: { maximum: 365 } },
    distanciaKm: { type: 'integer', label: 'Distância (km)', column: 'distancia_km', default: 'between', value: { maximum: 20_000 } },
    atualizadoEm: { type: 'datetime', label: 'Atualizado em', column: 'atualizado_em', default: 'between' },
    atualizadoPor: { type: 'text', label: 'Atualizado por', column: 'atualizado_por', default: 'eq', searchable: true, value: { maxLength: 100 } },
  },
  scanCost: tableScan('transport_routes', 'algumas centenas de rotas'),
  sorts: {
    origemPlanta: 'origem_planta',
    destinoUf: 'destino_uf',
    destinoCidade: 'destino_cidade',
    transportadora: 'carriers.nome',
    // By the labels of the folder's transport-mode enum (transportRouteListOf).
    modal: { column: 'modal' },
    diasTarget: 'dias_target',
    distanciaKm: 'distancia_km',
    atualizadoEm: 'atualizado_em',
  },
  defaultSort: [
    { field: 'origemPlanta', direction: 'asc' },
    { field: 'destinoUf', direction: 'asc' },
    { field: 'destinoCidade', direction: 'asc' },
  ],
  tieBreaker: 'transport_routes.id',
});

export const transportRouteListOf = perFolder((manifests: ManifestFolder) =>
  defineList({
    ...transportRouteDefinition,
    sorts: { ...transportRouteDefinition.sorts, modal: { column: 'modal', byLabel: manifests.enumLabels('transport-mode') } },
  }),
);
