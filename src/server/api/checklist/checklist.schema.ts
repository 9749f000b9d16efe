import type { FromSchema } from 'json-schema-to-ts';
import { keysOf, vehicleNameProperties } from '../common-schemas.ts';

const id = { type: 'integer', minimum: 1 } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** A template item as a checklist shows it (the checklist items repeat their template's). */
const templateItemProperties = {
  ordem: { type: 'integer' },
  grupo: { type: 'string' },
  descricao: { type: 'string' },
  tipoResposta: { type: 'string' },
  fotoObrigatoria: { type: 'boolean' },
} as const;

const templateItemSchemaProperties = { id: { type: 'integer' }, checklistTemplateId: { type: 'integer' }, ...templateItemProperties } as const;

export const templateItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: keysOf(templateItemSchemaProperties),
  properties: templateItemSchemaProperties,
} as const;

const attachmentRefProperties = { id: { type: 'integer' }, checklistId: { type: 'integer' }, checklistItemId: { type: 'integer' } } as const;

export const attachmentRefSchema = {
  type: 'object',
  additionalProperties: false,
  required: keysOf(attachmentRefProperties),
  properties: attachmentRefProperties,
} as const;

const checklistItemProperties = {
  checklistItemId: { type: 'integer' },
  ...templateItemProperties,
  resposta: nullableText,
  codigoAvaria: nullableText,
  observacao: nullableText,
  anexos: { type: 'array', items: attachmentRefSchema },
} as const;

const checklistProperties = {
  checklistId: { type: 'integer' },
  checklistTemplateId: { type: 'integer' },
  templateNome: { type: 'string' },
  templateVersao: { type: 'integer' },
  situacao: { type: 'integer', description: '0 Não iniciado, 1 Iniciado, 2 Em progresso, 3 Finalizado, 4 Cancelado' },
  receiptId: { type: 'integer' },
  receiptStatus: { type: 'integer' },
  vehicleId: { type: 'integer' },
  ...vehicleNameProperties,
  concessionaria: { type: 'string' },
  criadoEm: { type: 'string', format: 'date-time' },
  finalizadoEm: { type: ['string', 'null'], format: 'date-time' },
  itens: {
    type: 'array',
    items: { type: 'object', additionalProperties: false, required: keysOf(checklistItemProperties), properties: checklistItemProperties },
  },
} as const;

/** A checklist with its template's items and the answers given (checklistId, checklistTemplateId, item ids, attachments). */
export const checklistSchema = { type: 'object', additionalProperties: false, required: keysOf(checklistProperties), properties: checklistProperties } as const;

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

const attachmentProperties = {
  ...attachmentRefProperties,
  tipo: { type: 'string', enum: ['image/png'] },
  base64: { type: 'string', contentEncoding: 'base64', description: 'Imagem PNG em base64 (sem prefixo data:)' },
} as const;

export const attachmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: keysOf(attachmentProperties),
  properties: attachmentProperties,
} as const;
