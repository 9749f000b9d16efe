import type { FromSchema } from 'json-schema-to-ts';

const id = { type: 'integer', minimum: 1 } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const templateItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'checklistTemplateId', 'ordem', 'grupo', 'descricao', 'tipoResposta', 'fotoObrigatoria'],
  properties: {
    id: { type: 'integer' },
    checklistTemplateId: { type: 'integer' },
    ordem: { type: 'integer' },
    grupo: { type: 'string' },
    descricao: { type: 'string' },
    tipoResposta: { type: 'string' },
    fotoObrigatoria: { type: 'boolean' },
  },
} as const;

export const attachmentRefSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'checklistId', 'checklistItemId'],
  properties: { id: { type: 'integer' }, checklistId: { type: 'integer' }, checklistItemId: { type: 'integer' } },
} as const;

/** A checklist with its template's items and the answers given (spec §3: checklistId, checklistTemplateId, item ids, attachments). */
export const checklistSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['checklistId', 'checklistTemplateId', 'templateNome', 'templateVersao', 'situacao', 'receiptId', 'receiptStatus', 'vehicleId', 'chassi', 'modelo', 'concessionaria', 'criadoEm', 'finalizadoEm', 'itens'],
  properties: {
    checklistId: { type: 'integer' },
    checklistTemplateId: { type: 'integer' },
    templateNome: { type: 'string' },
    templateVersao: { type: 'integer' },
    situacao: { type: 'integer', description: '0 Não iniciado, 1 Iniciado, 2 Em progresso, 3 Finalizado, 4 Cancelado' },
    receiptId: { type: 'integer' },
    receiptStatus: { type: 'integer' },
    vehicleId: { type: 'integer' },
    chassi: { type: 'string' },
    modelo: { type: 'string' },
    concessionaria: { type: 'string' },
    criadoEm: { type: 'string', format: 'date-time' },
    finalizadoEm: { type: ['string', 'null'], format: 'date-time' },
    itens: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['checklistItemId', 'ordem', 'grupo', 'descricao', 'tipoResposta', 'fotoObrigatoria', 'resposta', 'codigoAvaria', 'observacao', 'anexos'],
        properties: {
          checklistItemId: { type: 'integer' },
          ordem: { type: 'integer' },
          grupo: { type: 'string' },
          descricao: { type: 'string' },
          tipoResposta: { type: 'string' },
          fotoObrigatoria: { type: 'boolean' },
          resposta: nullableText,
          codigoAvaria: nullableText,
          observacao: nullableText,
          anexos: { type: 'array', items: attachmentRefSchema },
        },
      },
    },
  },
} as const;

export type Checklist = FromSchema<typeof checklistSchema>;

export const templateItemsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['checklistTemplateId'],
  properties: { checklistTemplateId: id },
} as const;

export const checklistBody = {
  type: 'object',
  additionalProperties: false,
  required: ['checklistId', 'checklistTemplateId'],
  properties: { checklistId: id, checklistTemplateId: id },
} as const;

export const attachmentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'checklistId', 'checklistItemId'],
  properties: { id, checklistId: id, checklistItemId: id },
} as const;

export const attachmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'checklistId', 'checklistItemId', 'tipo', 'base64'],
  properties: {
    id: { type: 'integer' },
    checklistId: { type: 'integer' },
    checklistItemId: { type: 'integer' },
    tipo: { type: 'string', enum: ['image/png'] },
    base64: { type: 'string', contentEncoding: 'base64', description: 'Imagem PNG em base64 (sem prefixo data:)' },
  },
} as const;
