/**
 * The list contract's JSON Schemas, `{ page, pageSize, sort, filters }` -> `{ items, page, pageSize,
 * total }`, built here for every list (SQL lists in define-list.ts, in-memory ones in
 * memory-list.ts), so pages, the OpenAPI document and the manifest checker see one shape.
 */
export interface ListSchemaOptions {
  /** Field names a request may sort by. */
  sortable: readonly string[];
  /** JSON Schema of each filter's value, by filter name. */
  filters: Record<string, Record<string, unknown>>;
  maxPageSize: number;
  defaultPageSize: number;
}

export function listRequestSchema({ sortable, filters, maxPageSize, defaultPageSize }: ListSchemaOptions) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: Math.min(defaultPageSize, maxPageSize) },
      sort: {
        type: 'array',
        maxItems: 5,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['field'],
          properties: { field: { type: 'string', enum: sortable }, direction: { type: 'string', enum: ['asc', 'desc'], default: 'asc' } },
        },
      },
      filters: { type: 'object', additionalProperties: false, properties: filters },
    },
  } as const;
}

export function listResponseSchema(itemSchema: Record<string, unknown>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['items', 'page', 'pageSize', 'total'],
    properties: {
      items: { type: 'array', items: itemSchema },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      total: { type: 'integer' },
    },
  } as const;
}
