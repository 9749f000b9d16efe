import type { FromSchema } from 'json-schema-to-ts';
import { vehicleStatusCodesOf } from '../../db/vehicle-statuses.ts';
import { deliveryRisks } from '../../forecast/delivery-risk.ts';
import { perFolder } from '../../manifests/manifest-folder.ts';

const nullableString = { type: ['string', 'null'] } as const;
const date = { type: 'string', format: 'date' } as const;

const nullableInstant = (description: string) => ({ type: ['string', 'null'], format: 'date-time', description }) as const;

/** The predicted arrival of the vehicle's shipment on its way and its delivery risk (forecast/, migration 025); null otherwise. */
const forecastRequired = ['previsaoChegada', 'previsaoChegadaMin', 'previsaoChegadaMax', 'riscoEntrega'] as const;
const forecastProperties = {
  previsaoChegada: nullableInstant('Previsão de chegada (P50): metade dos embarques da rota chega antes'),
  previsaoChegadaMin: nullableInstant('Início da janela de chegada (P10)'),
  previsaoChegadaMax: nullableInstant('Fim da janela de chegada (P90)'),
  riscoEntrega: { type: ['string', 'null'], enum: [...deliveryRisks, null], description: 'Risco de entrega (enum delivery-risk); null sem embarque a caminho' },
} as const;

/**
 * One vehicle as the search lists it (Portuguese camelCase, like the original API's items). Filter
 * values are lookup codes; items show names (`regiao` = IBGE region name, `concessionaria` = dealer name).
 * `statusCodes`: the codes of the vehicle-status enum of the manifests the app runs.
 */
export const vehicleItemSchemaWith = (statusCodes: string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [
      'id',
      'chassi',
      'modelo',
      'modeloCodigo',
      'versao',
      'cor',
      'anoModelo',
      'status',
      'planta',
      'numeroPedido',
      'orderId',
      'orderItemId',
      'numeroNF',
      'chaveNFe',
      'dataPedido',
      'dataNF',
      'concessionaria',
      'concessionariaCnpj',
      'concessionariaCodigo',
      'regiao',
      'regiaoCodigo',
      'uf',
      'cidade',
      'tipoVenda',
      'tipoVendaCodigo',
      'transportadora',
      'preco',
      'dataStatus',
      'diasNoStatus',
      'bloqueado',
      'emEstoque',
      'receiptId',
      'receiptStatus',
      ...forecastRequired,
    ],
    properties: {
      id: { type: 'integer' },
      chassi: { type: 'string', minLength: 17, maxLength: 17, description: 'Chassi (VIN), 17 caracteres' },
      modelo: { type: 'string' },
      modeloCodigo: { type: 'string' },
      versao: { type: 'string' },
      cor: { type: 'string' },
      anoModelo: { type: 'integer' },
      // A status the enum does not list (yet) is sent as it is, and sorts last (list/label-order.ts):
      // the statuses come from the integrations, not from the manifests.
      status: {
        anyOf: [{ type: 'string', enum: statusCodes }, { type: 'string' }],
        description: 'Código do status (enum vehicle-status), ou um código que o enum ainda não lista',
      },
      planta: { type: 'string', description: 'Código da fábrica de origem' },
      numeroPedido: { type: 'string' },
      orderId: { type: 'integer' },
      orderItemId: { type: 'integer' },
      numeroNF: nullableString,
      chaveNFe: { type: ['string', 'null'], description: 'Chave de acesso da NF-e, 44 dígitos' },
      dataPedido: date,
      dataNF: { type: ['string', 'null'], format: 'date' },
      concessionaria: { type: 'string', description: 'Nome da concessionária' },
      concessionariaCnpj: { type: 'string' },
      concessionariaCodigo: { type: 'string' },
      regiao: { type: 'string', description: 'Nome da região IBGE' },
      regiaoCodigo: { type: 'string' },
      uf: { type: 'string' },
      cidade: { type: 'string' },
      tipoVenda: { type: 'string', description: 'Nome do tipo de venda' },
      tipoVendaCodigo: { type: 'string' },
      transportadora: nullableString,
      preco: { type: 'number', description: 'Preço em reais (BRL)' },
      dataStatus: { type: 'string', format: 'date-time' },
      diasNoStatus: { type: 'integer', description: 'Dias no status atual' },
      bloqueado: { type: 'boolean' },
      emEstoque: { type: 'boolean', description: 'No pátio da fábrica (em estoque, faturado, liberado ou bloqueado)' },
      receiptId: { type: ['integer', 'null'] },
      receiptStatus: { type: ['integer', 'null'], minimum: 0, maximum: 3 },
      ...forecastProperties,
    },
  }) as const;

export const vehicleItemSchemaOf = perFolder((manifests) => vehicleItemSchemaWith(vehicleStatusCodesOf(manifests)));

export type VehicleItem = FromSchema<ReturnType<typeof vehicleItemSchemaWith>>;

/** Columns of `vehicles` behind one item. */
export const vehicleItemColumns = [
  'id',
  'chassi',
  'modelo',
  'modelo_codigo',
  'versao',
  'cor',
  'ano_modelo',
  'status',
  'planta',
  'numero_pedido',
  'order_id',
  'order_item_id',
  'numero_nf',
  'chave_nfe',
  'data_pedido',
  'data_nf',
  'concessionaria',
  'concessionaria_cnpj',
  'concessionaria_codigo',
  'regiao',
  'regiao_codigo',
  'uf',
  'cidade',
  'tipo_venda',
  'tipo_venda_codigo',
  'transportadora',
  'preco_centavos',
  'data_status',
  'bloqueado',
  'em_estoque',
  'receipt_id',
  'receipt_status',
  'previsao_chegada',
  'previsao_chegada_min',
  'previsao_chegada_max',
  'risco_entrega',
] as const;

const DAY = 86_400_000;

export function toVehicleItem(row: Record<(typeof vehicleItemColumns)[number], any>, now = Date.now()): VehicleItem {
  return {
    id: row.id,
    chassi: row.chassi,
    modelo: row.modelo,
    modeloCodigo: row.modelo_codigo,
    versao: row.versao,
    cor: row.cor,
    anoModelo: row.ano_modelo,
    status: row.status,
    planta: row.planta,
    numeroPedido: row.numero_pedido,
    orderId: row.order_id,
    orderItemId: row.order_item_id,
    numeroNF: row.numero_nf,
    chaveNFe: row.chave_nfe,
    dataPedido: row.data_pedido,
    dataNF: row.data_nf,
    concessionaria: row.concessionaria,
    concessionariaCnpj: row.concessionaria_cnpj,
    concessionariaCodigo: row.concessionaria_codigo,
    regiao: row.regiao,
    regiaoCodigo: row.regiao_codigo,
    uf: row.uf,
    cidade: row.cidade,
    tipoVenda: row.tipo_venda,
    tipoVendaCodigo: row.tipo_venda_codigo,
    transportadora: row.transportadora,
    preco: row.preco_centavos / 100,
    dataStatus: row.data_status,
    diasNoStatus: Math.max(0, Math.floor((now - Date.parse(row.data_status)) / DAY)),
    bloqueado: row.bloqueado === 1,
    emEstoque: row.em_estoque === 1,
    receiptId: row.receipt_id,
    receiptStatus: row.receipt_status,
    previsaoChegada: row.previsao_chegada,
    previsaoChegadaMin: row.previsao_chegada_min,
    previsaoChegadaMax: row.previsao_chegada_max,
    riscoEntrega: row.risco_entrega,
  };
}
