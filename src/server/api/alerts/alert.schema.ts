/** JSON Schemas of the alerts routes. */
import type { FromSchema } from 'json-schema-to-ts';
import { alertTypes } from '../../alerts/alert-types.ts';

const code = { type: 'string', minLength: 1, maxLength: 40 } as const;

export const alertSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tipo', 'titulo', 'texto', 'link', 'regiaoCodigo', 'transportadora', 'criadoEm', 'lido'],
  properties: {
    id: { type: 'integer' },
    tipo: { type: 'string', enum: alertTypes, description: 'Rótulos em manifests/enums/alert-type.json' },
    titulo: { type: 'string' },
    texto: { type: 'string' },
    link: { type: 'string', description: 'Caminho da página do registro no SPA' },
    regiaoCodigo: { type: ['string', 'null'] },
    transportadora: { type: ['string', 'null'], description: 'Código da transportadora' },
    criadoEm: { type: 'string', format: 'date-time' },
    lido: { type: 'boolean', description: 'Lido por quem pergunta' },
  },
} as const;

export const alertPageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export const alertPageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'page', 'pageSize', 'total'],
  properties: {
    items: { type: 'array', items: alertSchema },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer', minimum: 0, description: 'Alertas que o usuário vê, lidos ou não' },
  },
} as const;

export const unreadCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['total'],
  properties: { total: { type: 'integer', minimum: 0 } },
} as const;

export const readBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'integer', minimum: 1 }, title: 'Alertas' },
  },
} as const;

export const subscriptionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['regioes', 'transportadoras', 'tipos'],
  properties: {
    regioes: {
      type: 'array',
      maxItems: 50,
      uniqueItems: true,
      items: code,
      title: 'Regiões',
      description: 'Códigos de GET /division/listRegions; vazio: todas. Alertas sem região aparecem sempre.',
    },
    transportadoras: {
      type: 'array',
      maxItems: 200,
      uniqueItems: true,
      items: code,
      title: 'Transportadoras',
      description: 'Códigos de GET /vehicle/listCarriers; vazio: todas. Alertas sem transportadora aparecem sempre.',
    },
    tipos: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', enum: alertTypes },
      title: 'Tipos',
      description: 'Tipos de alerta; vazio: todos',
    },
  },
} as const;

/** PUT: `tipos` may be left out (all types), so the region and carrier choice alone is a whole request. */
export const subscriptionsBody = { ...subscriptionsSchema, required: ['regioes', 'transportadoras'] } as const;

export type AlertSubscriptions = FromSchema<typeof subscriptionsSchema>;
export type SubscriptionsInput = FromSchema<typeof subscriptionsBody>;
