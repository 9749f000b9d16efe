/** JSON Schemas of the checklist template editor's API. */
import type { FromSchema } from 'json-schema-to-ts';
import { answerTypeCodes } from './answer-types.ts';

export const templateItemInput = {
  type: 'object',
  additionalProperties: false,
  required: ['grupo', 'descricao', 'tipoResposta', 'fotoObrigatoria'],
  properties: {
    grupo: { type: 'string', minLength: 1, maxLength: 60, description: 'Grupo do item (ex.: Externo)' },
    descricao: { type: 'string', minLength: 1, maxLength: 200, description: 'Texto do item' },
    tipoResposta: { type: 'string', enum: answerTypeCodes },
    fotoObrigatoria: { type: 'boolean', description: 'Item não conforme exige foto' },
  },
} as const;

export const templateItemOutput = {
  ...templateItemInput,
  required: ['id', 'ordem', ...templateItemInput.required],
  properties: { id: { type: 'integer' }, ordem: { type: 'integer' }, ...templateItemInput.properties },
} as const;

const templateSummaryProperties = {
  id: { type: 'integer' },
  nome: { type: 'string' },
  versao: { type: 'integer' },
  ativo: { type: 'boolean' },
  criadoEm: { type: 'string' },
  checklists: { type: 'integer', description: 'Checklists que já usam esta versão' },
} as const;

export const templateSummary = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'nome', 'versao', 'ativo', 'criadoEm', 'checklists', 'itens'],
  properties: { ...templateSummaryProperties, itens: { type: 'integer', description: 'Quantidade de itens' } },
} as const;

export const templateDetail = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'nome', 'versao', 'ativo', 'criadoEm', 'checklists', 'itens'],
  properties: { ...templateSummaryProperties, itens: { type: 'array', items: templateItemOutput } },
} as const;

export const templateInput = {
  type: 'object',
  additionalProperties: false,
  required: ['nome', 'itens'],
  properties: {
    nome: { type: 'string', minLength: 1, maxLength: 80 },
    itens: { type: 'array', minItems: 1, maxItems: 100, items: templateItemInput, description: 'Itens na ordem em que aparecem' },
  },
} as const;

export const templateIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export type TemplateInput = FromSchema<typeof templateInput>;
