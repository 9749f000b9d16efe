import { regions, states } from '../../../shared/geo/brazil-states.ts';
import { colours } from '../../db/reference/colours.ts';
import { plants } from '../../db/reference/plants.ts';
import { salesTypes } from '../../db/reference/sales-types.ts';
import { vehicleStatusCodesOf } from '../../db/vehicle-statuses.ts';
import { deliveryRisks } from '../../forecast/delivery-risk.ts';
import { defineList, type SortColumn } from '../../list/define-list.ts';
import type { ListField } from '../../list/fields.ts';
import { type ListFilter, vehicleScan } from '../../list/filters.ts';
import { type ManifestFolder, ofDefaultFolder, perFolder } from '../../manifests/manifest-folder.ts';
import { toVehicleItem, vehicleItemColumns, vehicleItemSchemaOf, type VehicleItem } from './vehicle-item.schema.ts';
import { vehicleAgingFilters } from './vehicle-aging.filters.ts';
import { vehicleDeliveryFilters } from './vehicle-delivery.filters.ts';
import { shipmentDueFilter } from './vehicle-shipment-due.filter.ts';

const codeValue = { minLength: 1, maxLength: 40 };
const digits = (max: number) => ({ pattern: '^[0-9]+$', minLength: 1, maxLength: max });
/** Text that an index holds: equality, lists and prefixes read it. */
const keyOperators = ['eq', 'in', 'startsWith'] as const;
/** A day column with an index. */
const dayOperators = ['eq', 'between', 'gte', 'lte'] as const;

/**
 * The `vehicles` columns a list may filter by, declared once (columns qualified: claims, returns
 * and delays reach them through a join). The bare name keeps its first meaning (chassis = last
 * characters, order = prefix, codes = list); `indexed` names what an index serves. The status,
 * whose codes are the vehicle-status enum's, is the manifests folder's (`vehicleFieldsOf`), between these two halves.
 */
const fieldsBeforeStatus = {
  chassi: {
    type: 'text',
    label: 'Chassi',
    column: 'vehicles.chassi',
    default: 'endsWith',
    upperCase: true,
    searchable: true,
    reversed: { column: 'vehicles.chassi_rev', fullLength: 17 },
    indexed: [...keyOperators, 'endsWith'],
    value: { minLength: 3, maxLength: 17, pattern: '^[A-HJ-NPR-Za-hj-npr-z0-9]+$' },
  },
  numeroPedido: { type: 'text', label: 'Número do pedido', column: 'vehicles.numero_pedido', default: 'startsWith', value: digits(10), indexed: keyOperators },
  orderId: { type: 'integer', label: 'Pedido (id)', column: 'vehicles.order_id', default: 'eq', value: { minimum: 1 }, indexed: ['eq', 'in'] },
  orderItemId: { type: 'integer', label: 'Item do pedido (id)', column: 'vehicles.order_item_id', default: 'eq', value: { minimum: 1 } },
  numeroNF: { type: 'text', label: 'Número da NF', column: 'vehicles.numero_nf', default: 'startsWith', value: digits(9), indexed: keyOperators },
  chaveNFe: { type: 'text', label: 'Chave da NF-e', column: 'vehicles.chave_nfe', default: 'eq', value: digits(44) },
  modelo: { type: 'code', label: 'Modelo (código)', column: 'vehicles.modelo_codigo', default: 'in', value: codeValue, indexed: ['eq', 'in'] },
  versao: { type: 'code', label: 'Versão', column: 'vehicles.versao', default: 'in', value: codeValue },
  cor: { type: 'code', label: 'Cor', column: 'vehicles.cor', default: 'in', codes: colours },
  anoModelo: { type: 'integer', label: 'Ano/modelo', column: 'vehicles.ano_modelo', default: 'eq', value: { minimum: 1990, maximum: 2100 } },
  planta: { type: 'code', label: 'Fábrica', column: 'vehicles.planta', default: 'in', codes: plants.map((p) => p.codigo) },
} satisfies Record<string, ListField>;

const fieldsAfterStatus = {
  dataStatus: { type: 'datetime', label: 'Data do status', column: 'vehicles.data_status', default: 'between', indexed: dayOperators },
  regiao: {
    type: 'code',
    label: 'Região (código)',
    column: 'vehicles.regiao_codigo',
    default: 'in',
    codes: regions.map((r) => r.codigo),
    indexed: ['eq', 'in'],
  },
  uf: { type: 'code', label: 'UF', column: 'vehicles.uf', default: 'in', codes: states.map((s) => s.uf), indexed: ['eq', 'in'] },
  cidade: { type: 'text', label: 'Cidade da concessionária', column: 'vehicles.cidade', default: 'eq', searchable: true, value: { maxLength: 60 } },
  concessionaria: {
    type: 'code',
    label: 'Concessionária (código)',
    column: 'vehicles.concessionaria_codigo',
    default: 'eq',
    value: codeValue,
    indexed: ['eq', 'in'],
  },
  concessionariaCnpj: { type: 'text', label: 'CNPJ da concessionária', column: 'vehicles.concessionaria_cnpj', default: 'eq', value: digits(14) },
  tipoVenda: {
    type: 'code',
    label: 'Tipo de venda (código)',
    column: 'vehicles.tipo_venda_codigo',
    default: 'in',
    codes: salesTypes.map((t) => t.codigo),
    indexed: ['eq', 'in'],
  },
  dataPedido: { type: 'date', label: 'Data do pedido', column: 'vehicles.data_pedido', default: 'between', indexed: dayOperators },
  // NF dates are unrelated to the default sort (order date): `vehicles_data_nf_pedido` finds the page.
  dataNF: { type: 'date', label: 'Data da NF', column: 'vehicles.data_nf', default: 'between', indexed: dayOperators, selective: true },
  preco: { type: 'money', label: 'Preço (R$)', column: 'vehicles.preco_centavos', default: 'between' },
  emEstoque: { type: 'boolean', label: 'Em estoque', column: 'vehicles.em_estoque', default: 'eq', indexed: ['eq'] },
  bloqueado: { type: 'boolean', label: 'Bloqueado', column: 'vehicles.bloqueado', default: 'eq', indexed: ['eq'] },
  receiptStatus: { type: 'integer', label: 'Situação do recebimento', column: 'vehicles.receipt_status', default: 'in', value: { maximum: 3 } },
} satisfies Record<string, ListField>;

/**
 * The predicted arrival (P50) and delivery risk of the vehicle's shipment on its way (forecast/,
 * migration 025): few vehicles have them, and their indexes hold the default sort's column.
 */
const forecastFields = {
  risco: {
    type: 'code',
    label: 'Risco de entrega',
    column: 'vehicles.risco_entrega',
    default: 'in',
    codes: deliveryRisks,
    indexed: ['eq', 'in'],
    selective: true,
  },
  previsaoChegada: {
    type: 'datetime',
    label: 'Previsão de chegada',
    column: 'vehicles.previsao_chegada',
    default: 'between',
    indexed: dayOperators,
    selective: true,
  },
} satisfies Record<string, ListField>;

/** Every vehicle field but the status (the fields the other lists reach through a join). */
export const vehicleFields = { ...fieldsBeforeStatus, ...fieldsAfterStatus, ...forecastFields };

/** Every vehicle field, the status with the codes of the folder's vehicle-status enum. */
export const vehicleFieldsOf = perFolder((manifests: ManifestFolder) => ({
  ...fieldsBeforeStatus,
  status: {
    type: 'code',
    label: 'Status',
    column: 'vehicles.status',
    default: 'in',
    codes: vehicleStatusCodesOf(manifests),
    indexed: ['eq', 'in'],
  } satisfies ListField,
  ...fieldsAfterStatus,
  ...forecastFields,
}));

/** Status sorts by the label the user sees ("Em trânsito" before "Sinistro"), through the indexes of migration 015. */
export const vehicleStatusSortOf = perFolder((manifests: ManifestFolder): SortColumn => ({
  column: 'status',
  byLabel: manifests.enumLabels('vehicle-status'),
  labelIndexed: true,
}));

/** Carriers by code (the item shows the name; the vehicle holds the carrier's id). */
export const carrierCodesFilter: ListFilter = {
  schema: { type: 'array', items: { type: 'string', ...codeValue }, minItems: 1, maxItems: 50, uniqueItems: true, description: 'Códigos das transportadoras' },
  apply: (q, codes: string[]) => q.where('carrier_id', 'in', (eb: any) => eb.selectFrom('carriers').select('id').where('codigo', 'in', codes)),
};

/**
 * Vehicle search (POST /vehicle/list): fields and sorts declared once, here. Every item
 * field a page may want to narrow by is a field, so a manifest adds a filter with no code; filters
 * no index serves say so (`unindexed`).
 */
export const vehicleListOf = perFolder((manifests: ManifestFolder) =>
  defineList({
    from: (db) => db.selectFrom('vehicles'),
    select: (q) => q.select([...vehicleItemColumns]),
    toItem: (row): VehicleItem => toVehicleItem(row),
    itemSchema: vehicleItemSchemaOf(manifests),
    fields: vehicleFieldsOf(manifests),
    scanCost: vehicleScan,
    filters: {
      transportadora: carrierCodesFilter,
      // The delivery and KPI facts and the aging dashboards link to (a figure's records).
      ...vehicleDeliveryFilters,
      ...vehicleAgingFilters,
      // The shipments a report counts by due date (report-delays-by-carrier's drill).
      entregaPrevista: shipmentDueFilter,
    },
    countRollup: { table: 'vehicle_counts', count: 'veiculos', columns: { status: 'status', regiao: 'regiao_codigo', uf: 'uf' } },
    sorts: {
      chassi: 'chassi',
      modelo: 'modelo',
      numeroPedido: 'numero_pedido',
      numeroNF: { column: 'numero_nf', emptyLast: true },
      dataPedido: 'data_pedido',
      dataNF: { column: 'data_nf', emptyLast: true },
      status: vehicleStatusSortOf(manifests),
      concessionaria: 'concessionaria',
      regiao: 'regiao',
      uf: 'uf',
      diasNoStatus: { column: 'data_status', invert: true },
      preco: 'preco_centavos',
      anoModelo: 'ano_modelo',
      cor: 'cor',
      // The forecast (forecastFields): vehicles without a shipment on its way last.
      previsaoChegada: { column: 'previsao_chegada', emptyLast: true },
      riscoEntrega: { column: 'risco_entrega', emptyLast: true },
    },
    defaultSort: [{ field: 'dataPedido', direction: 'desc' }],
    tieBreaker: 'id',
    maxPageSize: 500,
  }),
);

/** The vehicle search over the repository's manifests (tests and benches; the routes derive theirs from the app's folder). */
export const vehicleList = ofDefaultFolder(vehicleListOf);
