import type { ListRequest, ListResponse } from './define-list.ts';
import { listRequestSchema, listResponseSchema } from './list-schemas.ts';

export interface MemoryFilter<Item> {
  schema: Record<string, unknown>;
  /** `value` has passed `schema` (a method, so a filter may declare the type its schema gives). */
  matches(item: Item, value: unknown): boolean;
}

/**
 * The list contract (list-schemas.ts) over a small in-memory collection: e.g. the realm's users and
 * roles live in the identity provider, not in the database, so `defineList` (SQL) does not apply,
 * but pages and the manifest checker see the same request and response shapes.
 */
export function defineMemoryList<Item extends Record<string, unknown>>(definition: {
  itemSchema: Record<string, unknown>;
  filters: Record<string, MemoryFilter<Item>>;
  sorts: readonly (keyof Item & string)[];
  defaultSort: { field: keyof Item & string; direction: 'asc' | 'desc' };
}) {
  const requestSchema = listRequestSchema({
    sortable: definition.sorts,
    filters: Object.fromEntries(Object.entries(definition.filters).map(([name, filter]) => [name, filter.schema])),
    maxPageSize: 500,
    defaultPageSize: 50,
  });
  const responseSchema = listResponseSchema(definition.itemSchema);
  const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

  function run(all: readonly Item[], request: ListRequest): ListResponse<Item> {
    const filtered = all.filter((item) =>
      Object.entries(request.filters ?? {}).every(([name, value]) => definition.filters[name]?.matches(item, value) ?? true),
    );
    const sort = request.sort && request.sort.length > 0 ? request.sort : [definition.defaultSort];
    const sorted = [...filtered].sort((a, b) => {
      for (const { field, direction = 'asc' } of sort) {
        const order = collator.compare(String(a[field] ?? ''), String(b[field] ?? ''));
        if (order !== 0) return direction === 'asc' ? order : -order;
      }
      return 0;
    });
    const start = (request.page - 1) * request.pageSize;
    return { items: sorted.slice(start, start + request.pageSize), page: request.page, pageSize: request.pageSize, total: filtered.length };
  }

  return { requestSchema, responseSchema, run };
}

/** Case- and accent-insensitive "contains" over some text fields of an item. */
export function textSearch<Item>(
  fields: (item: Item) => string[],
  schema: Record<string, unknown> = { type: 'string', minLength: 1, maxLength: 100 },
): MemoryFilter<Item> {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return { schema, matches: (item, value: string) => fields(item).some((text) => fold(text).includes(fold(value.trim()))) };
}
