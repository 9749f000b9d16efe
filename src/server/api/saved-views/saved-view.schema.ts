/** JSON Schemas of the saved-views and column-preferences routes. */
import type { FromSchema } from 'json-schema-to-ts';
import { columnPreferencesSchema, viewStateSchema } from '../../../shared/api/saved-view.schema.ts';

// A manifest page id (kebab-case, as page.schema.json requires); short enough that the router never
// refuses the path before the schema names the field.
const pageId = {
  type: 'string',
  minLength: 1,
  maxLength: 60,
  pattern: '^[a-z][a-z0-9-]*$',
  description: 'Id da página no manifesto (ex.: vehicles-search)',
} as const;
const viewName = {
  type: 'string',
  minLength: 1,
  maxLength: 80,
  pattern: '\\S',
  description: 'Nome da visão (único por dono e página, sem diferenciar maiúsculas)',
} as const;

export const savedViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'pagina', 'nome', 'compartilhada', 'estado', 'donoId', 'donoNome', 'propria', 'padrao', 'criadoEm', 'atualizadoEm'],
  properties: {
    id: { type: 'integer' },
    pagina: pageId,
    nome: { type: 'string' },
    compartilhada: { type: 'boolean', description: 'Visível a todos que podem abrir a página' },
    estado: viewStateSchema,
    donoId: { type: 'string' },
    donoNome: { type: 'string', description: 'Usuário (username) que criou a visão' },
    propria: { type: 'boolean', description: 'A visão é de quem pergunta' },
    padrao: { type: 'boolean', description: 'É a visão padrão de quem pergunta nesta página' },
    criadoEm: { type: 'string', format: 'date-time' },
    atualizadoEm: { type: 'string', format: 'date-time' },
  },
} as const;

export const pageQuery = { type: 'object', additionalProperties: false, required: ['pagina'], properties: { pagina: pageId } } as const;
export const pageParams = pageQuery;

export const viewIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export const createViewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['pagina', 'nome', 'estado'],
  properties: {
    pagina: pageId,
    nome: viewName,
    compartilhada: { type: 'boolean', default: false },
    padrao: { type: 'boolean', default: false, description: 'Passa a ser a visão padrão de quem a cria nesta página' },
    estado: viewStateSchema,
  },
} as const;

export const updateViewBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { nome: viewName, compartilhada: { type: 'boolean' }, estado: viewStateSchema },
} as const;

export const defaultViewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['pagina', 'visaoId'],
  properties: { pagina: pageId, visaoId: { type: ['integer', 'null'], minimum: 1, description: 'null: a página abre sem visão padrão' } },
} as const;

export const columnPreferencesAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['pagina', 'colunas'],
  properties: {
    pagina: pageId,
    colunas: { anyOf: [columnPreferencesSchema, { type: 'null' }], description: 'null: a página mostra as colunas do manifesto' },
  },
} as const;

export type CreateViewInput = FromSchema<typeof createViewBody>;
export type UpdateViewInput = FromSchema<typeof updateViewBody>;
