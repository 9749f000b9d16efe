import type { preValidationHookHandler } from 'fastify';
import { sql } from 'kysely';
import type { ApiInstance } from '../api-plugin.ts';
import { AppError, errorResponses } from '../errors.ts';
import type { RoutePermission } from '../security/route-permission.ts';
import type { ListResource } from './define-list.ts';
import { listResponseSchema } from './list-schemas.ts';
import { sourceAccess } from './source-access.ts';
import '../fastify-types.ts';

/** Null, undefined, "null", "undefined" and empty values are dropped before use. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 'null' || value === 'undefined' || (Array.isArray(value) && value.length === 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text as the user meant it: leading and trailing spaces (pasted text) dropped. */
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : Array.isArray(value) ? value.map(trimmed) : value);

/**
 * Runs before validation, so the body is whatever the client sent: text values (of a range's ends
 * too) are trimmed, so a chassis pasted with spaces is searched, not refused. Nothing is dropped: a
 * blank value ("", null, [], {}) is validated as sent and refused with 400 naming the field wherever
 * the OpenAPI document refuses it (minLength, type, minItems, minProperties). The SPA sends only
 * the filters a user filled (cleanFilters), so a blank one is the caller's mistake, not a search.
 */
export const normalizeFilters: preValidationHookHandler = async (request) => {
  const filters = isPlainObject(request.body) ? request.body.filters : undefined;
  if (!isPlainObject(filters)) return;
  for (const [key, value] of Object.entries(filters)) {
    filters[key] = isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([end, v]) => [end, trimmed(v)])) : trimmed(value);
  }
};

/**
 * `POST url` answering the generic list contract for one declared resource, with the filters, sorts
 * and item fields the pages reading it grant the caller (source-access.ts).
 */
export function registerListRoute<Item>(
  app: ApiInstance,
  options: { url: string; permission: RoutePermission; resource: ListResource<Item>; summary: string; tags: string[] },
): void {
  const access = sourceAccess({ method: 'POST', path: options.url }, app.manifests.pages);
  app.post(
    options.url,
    {
      schema: {
        summary: options.summary,
        tags: options.tags,
        body: options.resource.requestSchema,
        response: { 200: listResponseSchema(access.itemSchema(options.resource.definition.itemSchema)) },
      },
      config: { permission: options.permission },
      preValidation: normalizeFilters,
    },
    async (request) => {
      const user = access.forUser(request.user?.permissions ?? []);
      user.check(request.body);
      const answer = await options.resource.run(app.db, request.body);
      return { ...answer, items: answer.items.map((item) => user.item(item)) };
    },
  );
}

/**
 * `GET url` answering one item of a list resource by its key (`:param`, the list's tie-breaker
 * column), or 404; without the fields the details pages reading it withhold from the caller.
 */
export function registerItemRoute<Item>(
  app: ApiInstance,
  options: { url: string; param: string; permission: RoutePermission; resource: ListResource<Item>; summary: string; tags: string[]; notFound: string },
): void {
  const { resource, param } = options;
  const access = sourceAccess({ method: 'GET', path: options.url.replace(/:(\w+)/g, '{$1}') }, app.manifests.pages);
  const params = { type: 'object', additionalProperties: false, required: [param], properties: { [param]: { type: 'integer', minimum: 1 } } } as const;
  app.get(
    options.url,
    {
      schema: { summary: options.summary, tags: options.tags, params, response: { 200: access.itemSchema(resource.definition.itemSchema), ...errorResponses } },
      config: { permission: options.permission },
    },
    async (request) => {
      const key = request.params[param];
      const row = await resource.definition.select(resource.source(app.db).where(sql.ref(resource.definition.tieBreaker), '=', key)).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', { message: options.notFound });
      return access.forUser(request.user?.permissions ?? []).item(resource.definition.toItem(row));
    },
  );
}
