/**
 * What a saved view keeps of a page (`estado`) and a user's column choice for a list page: the
 * server validates and stores these shapes, the SPA builds and applies them (renderer/views/).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Column widths the table accepts, in pixels (a dragged or stepped width is clamped to them). */
export const columnWidthLimits = { minimum: 40, maximum: 800 } as const;

const fieldName = { type: 'string', minLength: 1, maxLength: 100 } as const;
const fieldList = { type: 'array', maxItems: 200, items: fieldName } as const;

export const columnPreferencesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['order', 'hidden', 'widths'],
  properties: {
    order: { ...fieldList, description: 'Campos das colunas, na ordem exibida' },
    hidden: { ...fieldList, description: 'Campos das colunas ocultas' },
    widths: {
      type: 'object',
      maxProperties: 200,
      additionalProperties: { type: 'integer', ...columnWidthLimits },
      description: 'Larguras escolhidas, em pixels, por campo',
    },
  },
} as const;

export const viewStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['filters'],
  properties: {
    filters: { type: 'object', maxProperties: 100, additionalProperties: true, description: 'Valores dos filtros, por nome do filtro' },
    sort: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'direction'],
        properties: { field: fieldName, direction: { type: 'string', enum: ['asc', 'desc'] } },
      },
      description: 'Ordenação (listas)',
    },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000, description: 'Linhas por página (listas)' },
    columns: columnPreferencesSchema,
    map: {
      type: 'object',
      additionalProperties: false,
      required: ['x', 'y', 'zoom'],
      properties: {
        x: { type: 'number', minimum: 0, maximum: 1 },
        y: { type: 'number', minimum: 0, maximum: 1 },
        zoom: { type: 'number', minimum: 0, maximum: 30 },
      },
      description: 'Posição do mapa (coordenadas do mundo 0..1 e zoom)',
    },
    labels: {
      type: 'object',
      maxProperties: 400,
      additionalProperties: { type: 'string', maxLength: 200 },
      description:
        'Rótulos, ao salvar, dos filtros (filter:<nome>), colunas (column:<campo>) e ordenações (sort:<campo>) que a visão usa: nomeiam o que deixou de existir',
    },
  },
} as const;

export type ColumnPreferences = FromSchema<typeof columnPreferencesSchema>;
export type ViewState = FromSchema<typeof viewStateSchema>;
