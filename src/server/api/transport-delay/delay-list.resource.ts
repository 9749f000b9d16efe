import type { FromSchema } from 'json-schema-to-ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineList, listDefinition } from '../../list/define-list.ts';
import type { ListField } from '../../list/fields.ts';
import { tableScan } from '../../list/filters.ts';
import type { ListColumn, ListQuery } from '../../list/list-query.ts';
import { type ManifestFolder, ofDefaultFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { vehicleFieldsThroughJoin, vehicleReferenceJoin } from '../vehicle/vehicle-reference.fragment.ts';
import { deliveryRisks } from '../../forecast/delivery-risk.ts';
import { delayDecisions, delaySituations } from './delay-state.ts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const delayItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'shipmentId',
    'chassi',
    'modelo',
    'transportadora',
    'transportadoraCodigo',
    'rotaId',
    'origemPlanta',
    'destinoUf',
    'destinoCidade',
    'diasTarget',
    'dataSaida',
    'dataPrevista',
    'dataEntrega',
    'diasAtraso',
    'situacao',
    'motivoCodigo',
    'motivo',
    'comentario',
    'justificadoPor',
    'justificadoEm',
    'resultado',
    'decididoPor',
    'decididoEm',
    'risco',
  ],
  properties: {
    id: { type: 'integer' },
    shipmentId: { type: 'integer', description: 'Embarque atrasado' },
    chassi: text,
    modelo: text,
    transportadora: text,
    transportadoraCodigo: text,
    rotaId: { type: 'integer' },
    origemPlanta: { type: 'string', description: 'Fábrica de origem da rota' },
    destinoUf: text,
    destinoCidade: text,
    diasTarget: { type: 'integer', description: 'Target de dias de trânsito da rota' },
    dataSaida: { type: 'string', format: 'date-time' },
    dataPrevista: { type: 'string', format: 'date-time', description: 'Saída + target da rota' },
    dataEntrega: { type: ['string', 'null'], format: 'date-time', description: 'Vazia enquanto em trânsito' },
    diasAtraso: { type: 'integer' },
    situacao: { type: 'string', enum: delaySituations },
    motivoCodigo: { ...nullableText, description: 'Código do motivo (GET /transport-delay/listReasons)' },
    motivo: { ...nullableText, description: 'Nome do motivo' },
    comentario: { ...nullableText, description: 'Comentário da justificativa, HTML sanitizado' },
    justificadoPor: nullableText,
    justificadoEm: { type: ['string', 'null'], format: 'date-time' },
    resultado: { type: ['string', 'null'], enum: [...delayDecisions, null], description: 'Última decisão sobre a justificativa' },
    decididoPor: nullableText,
    decididoEm: { type: ['string', 'null'], format: 'date-time' },
    risco: {
      type: ['string', 'null'],
      enum: [...deliveryRisks, null],
      description: 'Risco de entrega do embarque (enum delivery-risk): Em risco antes do prazo, Atrasado depois; null depois da entrega',
    },
  },
} as const;

export type DelayItem = FromSchema<typeof delayItemSchema>;

const code = { minLength: 1, maxLength: 40 };

/** A code of the delay's shipment, route or carrier (the `shipments` join); no index. */
const shipmentCode = (label: string, column: ListColumn): ListField => ({ type: 'code', label, column, join: 'shipments', default: 'in', value: code });

/** Joins adding one row each to a delay; the count reads only those its filters need (define-list.ts). */
const joins = {
  /** The shipment of the delay with its route and carrier (one each). */
  shipments: (query: ListQuery) =>
    query
      .innerJoin('shipments', 'shipments.id', 'transport_delays.shipment_id')
      .innerJoin('transport_routes', 'transport_routes.id', 'shipments.route_id')
      .innerJoin('carriers', 'carriers.id', 'shipments.carrier_id'),
  ...vehicleReferenceJoin('transport_delays'),
  reasons: (query: ListQuery) => query.leftJoin('delay_reasons', 'delay_reasons.codigo', 'transport_delays.motivo_codigo'),
};

const from = (db: Kysely<Database>) => db.selectFrom('transport_delays');

/** Justificativas de atraso: late shipments with carrier, route, period and situation filters. */
const definition = listDefinition({
  from,
  joins,
  select: (q) =>
    q.select([
      'transport_delays.id as id',
      'transport_delays.shipment_id as shipment_id',
      'vehicles.chassi as chassi',
      'vehicles.modelo as modelo',
      'carriers.nome as transportadora',
      'carriers.codigo as transportadora_codigo',
      'transport_routes.id as rota_id',
      'transport_routes.origem_planta as origem_planta',
      'transport_routes.destino_uf as destino_uf',
      'transport_routes.destino_cidade as destino_cidade',
      'transport_routes.dias_target as dias_target',
      'shipments.data_saida as data_saida',
      'transport_delays.data_prevista as data_prevista',
      'shipments.data_entrega as data_entrega',
      'transport_delays.dias_atraso as dias_atraso',
      'transport_delays.situacao as situacao',
      'transport_delays.motivo_codigo as motivo_codigo',
      'delay_reasons.nome as motivo',
      'transport_delays.comentario as comentario',
      'transport_delays.justificado_por as justificado_por',
      'transport_delays.justificado_em as justificado_em',
      'transport_delays.resultado as resultado',
      'transport_delays.encerrado_por as decidido_por',
      'transport_delays.encerrado_em as decidido_em',
      'shipments.risco_entrega as risco',
    ]),
  toItem: (row): DelayItem => ({
    id: row.id,
    shipmentId: row.shipment_id,
    chassi: row.chassi,
    modelo: row.modelo,
    transportadora: row.transportadora,
    transportadoraCodigo: row.transportadora_codigo,
    rotaId: row.rota_id,
    origemPlanta: row.origem_planta,
    destinoUf: row.destino_uf,
    destinoCidade: row.destino_cidade,
    diasTarget: row.dias_target,
    dataSaida: row.data_saida,
    dataPrevista: row.data_prevista,
    dataEntrega: row.data_entrega,
    diasAtraso: row.dias_atraso,
    // Text columns, written only with the codes of delay-state.ts.
    situacao: row.situacao as DelayItem['situacao'],
    motivoCodigo: row.motivo_codigo,
    motivo: row.motivo,
    comentario: row.comentario,
    justificadoPor: row.justificado_por,
    justificadoEm: row.justificado_em,
    resultado: row.resultado as DelayItem['resultado'],
    decididoPor: row.decidido_por,
    decididoEm: row.decidido_em,
    risco: row.risco as DelayItem['risco'],
  }),
  itemSchema: delayItemSchema,
  fields: {
    id: {
      type: 'integer',
      label: 'Atraso (id)',
      column: 'transport_delays.id',
      default: 'eq',
      value: { minimum: 1 },
      indexed: ['eq', 'in', 'between', 'gte', 'lte'],
    },
    shipmentId: { type: 'integer', label: 'Embarque', column: 'transport_delays.shipment_id', default: 'eq', value: { minimum: 1 }, indexed: ['eq', 'in'] },
    ...vehicleFieldsThroughJoin('chassi', 'modelo'),
    transportadora: { ...shipmentCode('Transportadora (código)', 'carriers.codigo'), maxItems: 50 },
    origemPlanta: shipmentCode('Fábrica de origem', 'transport_routes.origem_planta'),
    destinoUf: { ...shipmentCode('UF de destino', 'transport_routes.destino_uf'), value: { minLength: 2, maxLength: 2 } },
    destinoCidade: {
      type: 'text',
      label: 'Cidade de destino',
      column: 'transport_routes.destino_cidade',
      join: 'shipments',
      default: 'eq',
      searchable: true,
      value: { maxLength: 80 },
    },
    rotaId: { type: 'integer', label: 'Rota', column: 'transport_routes.id', join: 'shipments', default: 'in', value: { minimum: 1 }, indexed: ['eq', 'in'] },
    diasTarget: {
      type: 'integer',
      label: 'Target de dias',
      column: 'transport_routes.dias_target',
      join: 'shipments',
      default: 'between',
      value: { maximum: 365 },
    },
    dataSaida: { type: 'datetime', label: 'Data de saída', column: 'shipments.data_saida', join: 'shipments', default: 'between' },
    dataPrevista: {
      type: 'datetime',
      label: 'Data prevista',
      column: 'transport_delays.data_prevista',
      default: 'between',
      indexed: ['eq', 'between', 'gte', 'lte'],
    },
    dataEntrega: { type: 'datetime', label: 'Data de entrega', column: 'shipments.data_entrega', join: 'shipments', default: 'between' },
    diasAtraso: { type: 'integer', label: 'Dias de atraso', column: 'transport_delays.dias_atraso', default: 'between', value: { maximum: 3650 } },
    situacao: { type: 'code', label: 'Situação', column: 'transport_delays.situacao', default: 'in', codes: delaySituations, indexed: ['eq', 'in'] },
    motivoCodigo: { type: 'code', label: 'Motivo (código)', column: 'transport_delays.motivo_codigo', default: 'in', value: code },
    resultado: { type: 'code', label: 'Resultado', column: 'transport_delays.resultado', default: 'in', codes: delayDecisions },
    risco: { type: 'code', label: 'Risco de entrega', column: 'shipments.risco_entrega', join: 'shipments', default: 'in', codes: deliveryRisks },
  },
  scanCost: tableScan('transport_delays'),
  sorts: {
    id: 'transport_delays.id',
    chassi: 'vehicles.chassi',
    transportadora: 'carriers.nome',
    origemPlanta: 'transport_routes.origem_planta',
    destinoUf: 'transport_routes.destino_uf',
    dataPrevista: 'transport_delays.data_prevista',
    dataEntrega: { column: 'shipments.data_entrega', emptyLast: true },
    diasAtraso: 'transport_delays.dias_atraso',
    // By the labels of the folder's delay-situation enum (delayListOf).
    situacao: { column: 'transport_delays.situacao' },
    justificadoEm: { column: 'transport_delays.justificado_em', emptyLast: true },
  },
  defaultSort: [{ field: 'dataPrevista', direction: 'desc' }],
  tieBreaker: 'transport_delays.id',
});

export const delayListOf = perFolder((manifests: ManifestFolder) =>
  defineList({
    ...definition,
    sorts: { ...definition.sorts, situacao: { column: 'transport_delays.situacao', byLabel: manifests.enumLabels('delay-situation') } },
  }),
);

/** The delays over the repository's manifests (tests and benches; the routes derive theirs from the app's folder). */
export const delayList = ofDefaultFolder(delayListOf);

/** One delay as the list shows it, or undefined. */
export async function findDelay(db: Kysely<Database>, id: number): Promise<DelayItem | undefined> {
  const { select, toItem } = definition;
  const source = Object.values(joins).reduce<ListQuery>((query, join) => join(query), from(db));
  const row = await select(source.where('transport_delays.id', '=', id)).executeTakeFirst();
  return row ? toItem(row) : undefined;
}
