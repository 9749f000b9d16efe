import type { FromSchema } from 'json-schema-to-ts';
import { coordinateProperties } from '../common-schemas.ts';
import { perFolder } from '../../manifests/manifest-folder.ts';
import { vehicleStatusCodesOf } from '../../db/vehicle-statuses.ts';
import { vehicleItemSchemaWith } from './vehicle-item.schema.ts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** Vehicle details: every list field plus order, invoice, location, shipment and receipt facts (`statusCodes`: see vehicleItemSchemaWith). */
const vehicleDetailsSchemaWith = (statusCodes: string[], vehicleItemSchema = vehicleItemSchemaWith(statusCodes)) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [...vehicleItemSchema.required, 'marca', 'pedido', 'notaFiscal', 'localizacao', 'embarque', 'recebimento', 'expurgo'],
    properties: {
      ...vehicleItemSchema.properties,
      marca: text,
      pedido: {
        type: 'object',
        additionalProperties: false,
        description: 'Pedido de venda do veículo',
        required: ['orderId', 'numeroPedido', 'dataPedido', 'tipoVenda', 'situacao', 'quantidadeItens'],
        properties: {
          orderId: { type: 'integer' },
          numeroPedido: text,
          dataPedido: { type: 'string', format: 'date' },
          tipoVenda: text,
          situacao: text,
          quantidadeItens: { type: 'integer' },
        },
      },
      notaFiscal: {
        type: ['object', 'null'],
        additionalProperties: false,
        description: 'NF-e de venda (null antes do faturamento)',
        required: ['numero', 'serie', 'chave', 'dataEmissao', 'emitenteCnpj'],
        properties: { numero: text, serie: text, chave: text, dataEmissao: { type: 'string', format: 'date' }, emitenteCnpj: text },
      },
      localizacao: {
        type: 'object',
        additionalProperties: false,
        description: 'Última posição conhecida',
        required: ['latitude', 'longitude', 'atualizadoEm', 'local', 'cidade', 'uf'],
        properties: {
          ...coordinateProperties,
          atualizadoEm: dateTime,
          local: { ...nullableText, description: 'Onde o último evento de status do veículo foi registrado (null sem eventos)' },
          cidade: { ...nullableText, description: 'Cidade do último evento de status (o lugar do veículo, não o da concessionária)' },
          uf: { ...nullableText, description: 'UF do último evento de status' },
        },
      },
      embarque: {
        type: ['object', 'null'],
        additionalProperties: false,
        description: 'Transporte da fábrica à concessionária (null antes do embarque)',
        required: [
          'id',
          'transportadora',
          'origem',
          'destinoUf',
          'destinoCidade',
          'modal',
          'diasTarget',
          'dataSaida',
          'dataPrevista',
          'dataEntrega',
          'situacao',
          'diasAtraso',
        ],
        properties: {
          id: { type: 'integer' },
          transportadora: text,
          origem: text,
          destinoUf: text,
          destinoCidade: text,
          modal: text,
          diasTarget: { type: 'integer' },
          dataSaida: dateTime,
          dataPrevista: dateTime,
          dataEntrega: nullableDateTime,
          situacao: text,
          diasAtraso: { type: 'integer', description: 'Dias além do previsto (0 = no prazo)' },
        },
      },
      recebimento: {
        type: ['object', 'null'],
        additionalProperties: false,
        description: 'Recebimento na concessionária (null antes da entrega)',
        required: [
          'id',
          'receiptStatus',
          'checklistId',
          'checklistTemplateId',
          'iniciadoEm',
          'finalizadoEm',
          'responsavel',
          'motivoRejeicao',
          'registradoNoApp',
        ],
        properties: {
          id: { type: 'integer' },
          receiptStatus: { type: 'integer', minimum: 0, maximum: 3 },
          checklistId: { type: ['integer', 'null'] },
          checklistTemplateId: { type: ['integer', 'null'] },
          iniciadoEm: nullableDateTime,
          finalizadoEm: nullableDateTime,
          responsavel: nullableText,
          motivoRejeicao: nullableText,
          registradoNoApp: { type: 'boolean' },
        },
      },
      expurgo: {
        type: ['object', 'null'],
        additionalProperties: false,
        description: 'Expurgo de KPI ativo (null quando o chassi conta nos KPIs)',
        required: ['motivo', 'criadoPor', 'criadoEm'],
        properties: { motivo: text, criadoPor: text, criadoEm: dateTime },
      },
    },
  }) as const;

export const vehicleDetailsSchemaOf = perFolder((manifests) => vehicleDetailsSchemaWith(vehicleStatusCodesOf(manifests)));

export type VehicleDetails = FromSchema<ReturnType<typeof vehicleDetailsSchemaWith>>;
