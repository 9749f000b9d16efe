/**
 * What a user may filter and sort by, and which item fields they receive, from one API source that
 * pages read (a list, or one record of it): the SPA draws only what a page grants, and the server
 * holds the same line here, so a request written by hand gets no more than some page would show.
 */
import { isDeepStrictEqual } from 'node:util';
import { OPERATOR_SEPARATOR } from '../../shared/list/filter-name.mjs';
import type { ApiSource, PageManifest } from '../../shared/manifest/manifest-types.ts';
import { canAccessRoute, hasPermission, type PermissionEntry, type PermissionRequirement } from '../../shared/permissions.ts';
import { AppError } from '../errors.ts';

/** An item field a page shows, or a filter its form offers, and the permissions it needs there (all of them). */
interface Use {
  field: string;
  needs: PermissionRequirement[];
}

/** What one page reading the source gives the users who may open it. */
interface PageUses {
  requirements: PermissionRequirement[];
  shows: Use[];
  offers: Use[];
  /** Filters the page always sends, with their values (filters.fixed). */
  fixed: Record<string, unknown>;
}

export interface ListRequestParts {
  filters?: Record<string, unknown>;
  sort?: readonly { field: string }[];
}

export interface UserAccess {
  /** Refuses (403, naming it) the first filter or sort of the request this user may not use. */
  check(request: ListRequestParts): void;
  /** The item without the fields this user may not receive (the same item when there are none). */
  item<Item>(item: Item): Item;
}

export interface SourceAccess {
  /** The item schema with the gated fields optional: a user without their permission gets items without them. */
  itemSchema(schema: Record<string, unknown>): Record<string, unknown>;
  forUser(permissions: readonly PermissionEntry[]): UserAccess;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `item` without the field at `path` (`recebimento.id`: a copy of `recebimento` without `id`); the same item when it has none. */
function without(item: Record<string, unknown>, [head, ...rest]: string[]): Record<string, unknown> {
  if (!Object.hasOwn(item, head!)) return item;
  const copy = { ...item };
  if (rest.length === 0) delete copy[head!];
  else if (isObject(copy[head!])) copy[head!] = without(copy[head!] as Record<string, unknown>, rest);
  return copy;
}

/** `schema` with the field at `path` no longer required, however deep. */
function withOptional(schema: Record<string, unknown>, [head, ...rest]: string[]): Record<string, unknown> {
  if (rest.length === 0)
    return Array.isArray(schema.required) ? { ...schema, required: (schema.required as string[]).filter((name) => name !== head) } : schema;
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  const child = properties?.[head!];
  return child ? { ...schema, properties: { ...properties, [head!]: withOptional(child, rest) } } : schema;
}

/** The item field a filter reads: `cidade__contains` reads `cidade` (fields.ts names them so). */
const fieldOfFilter = (name: string) => name.split(OPERATOR_SEPARATOR)[0]!;

const present = <T>(value: T | undefined): value is T => value !== undefined;

function usesOf(page: PageManifest): PageUses {
  const columns = (page.columns ?? []).map((column) => ({ field: column.field, needs: [column.permission].filter(present) }));
  // Details pages: a fields section's permission hides all its fields, and each field may have its own.
  const details = (page.sections ?? [])
    .filter((section) => section.kind === 'fields')
    .flatMap((section) => (section.fields ?? []).map((field) => ({ field: field.field, needs: [section.permission, field.permission].filter(present) })));
  const fixed = page.filters?.fixed ?? {};
  const gates = page.filters?.permissions ?? {};
  // A fixed filter is no field of the form: the page sends its value only (prepare-filter-form.ts).
  const offers = Object.keys(page.filters?.schema.properties ?? {})
    .filter((name) => !Object.hasOwn(fixed, name))
    .map((name) => ({ field: fieldOfFilter(name), needs: Object.hasOwn(gates, name) ? [gates[name]!] : [] }));
  return { requirements: page.permissions ?? [], shows: [...columns, ...details], offers, fixed };
}

/**
 * The rule for one source, derived once at start from the pages whose `source` it is, among the
 * pages of the manifests folder the app runs (`app.manifests.pages`; several pages may share one:
 * vehicles-search and vehicles-in-stock both read POST /vehicle/list):
 * - a field is gated when some page shows it under a permission (a column's `permission`, a details
 *   field's or its section's); a filter field, when some page's form offers it under one
 *   (`filters.permissions`, covering every operator of the field: `x` and `x__in` alike);
 * - a user receives a gated field only when some page of the source that they may open shows it to
 *   them (ungated there, or under permissions they hold);
 * - a user may filter or sort by a field only when they receive it (the rows a filter or an order
 *   picks would tell its values) and, for a gated filter field, when some page they may open offers
 *   that filter to them the same way; a page's fixed filter (`filters.fixed`) is allowed, with that
 *   value only, to whoever may open the page.
 * Fields and filters no page gates stay as the list declares them.
 */
export function sourceAccess(source: Pick<ApiSource, 'method' | 'path'>, pages: readonly PageManifest[]): SourceAccess {
  const uses = pages.filter((page) => page.source?.method === source.method && page.source.path === source.path).map(usesOf);
  const gated = (kind: 'shows' | 'offers') => new Set(uses.flatMap((page) => page[kind]).flatMap((use) => (use.needs.length > 0 ? [use.field] : [])));
  const gatedFields = gated('shows');
  const gatedFilters = gated('offers');

  return {
    itemSchema(schema) {
      return [...gatedFields].reduce((optional, field) => withOptional(optional, field.split('.')), schema);
    },

    forUser(permissions) {
      const open = uses.filter((page) => canAccessRoute(permissions, page.requirements));
      const granted = (kind: 'shows' | 'offers', field: string) =>
        open.some((page) => page[kind].some((use) => use.field === field && use.needs.every((need) => hasPermission(permissions, need))));
      const sees = (field: string) => !gatedFields.has(field) || granted('shows', field);
      const searches = (field: string) => sees(field) && (!gatedFilters.has(field) || granted('offers', field));
      const fixedOnOpenPage = (name: string, value: unknown) =>
        open.some((page) => Object.hasOwn(page.fixed, name) && isDeepStrictEqual(page.fixed[name], value));
      const withheld = [...gatedFields].filter((field) => !sees(field));

      return {
        check({ filters = {}, sort = [] }) {
          for (const [name, value] of Object.entries(filters)) {
            if (searches(fieldOfFilter(name)) || fixedOnOpenPage(name, value)) continue;
            throw new AppError('FORBIDDEN', { field: `body.filters.${name}`, message: `Você não tem permissão para usar o filtro body.filters.${name}.` });
          }
          sort.forEach(({ field }, index) => {
            if (!searches(field))
              throw new AppError('FORBIDDEN', {
                field: `body.sort.${index}.field`,
                message: `Você não tem permissão para ordenar por ${field} (body.sort.${index}.field).`,
              });
          });
        },
        item(item) {
          return withheld.reduce((kept, field) => without(kept as Record<string, unknown>, field.split('.')), item as unknown) as typeof item;
        },
      };
    },
  };
}
