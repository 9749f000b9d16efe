import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { sql } from 'kysely';
import { AppError, errorResponses } from '../errors.ts';
import type { RoutePermission } from '../security/route-permission.ts';
import type { ListRequest, ListResource } from './define-list.ts';
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
 * Runs before validation, so the body is whatever the client sent: text values are trimmed (a
 * chassis pasted with spaces is searched, not refused), then blank values are dropped.
 */
export const normalizeFilters: preValidationHookHandler = async (request) => {
  const filters = isPlainObject(request.body) ? request.body.filters : undefined;
  if (!isPlainObject(filters)) return;
  for (const [key, raw] of Object.entries(filters)) {
    const value = trimmed(raw);
    filters[key] = value;
    if (isBlank(value)) delete filters[key];
    else if (isPlainObject(value)) {
      for (const [k, v] of Object.entries(value)) {
        value[k] = trimmed(v);
        if (isBlank(value[k])) delete value[k];
      }
      if (Object.keys(value).length === 0) delete filters[key];
    }
  }
};

/**
 * `POST url` answering the generic list contract for one declared resource, with the filters, sorts
 * and item fields the pages reading it grant the caller (source-access.ts).
 */
export function registerListRoute<Item>(
  app: FastifyInstance,
  options: { url: string; permission: RoutePermission; resource: ListResource<Item>; summary: string; tags: string[] },
): void {
  const access = sourceAccess({ method: 'POST', path: options.url }, app.manifests.pages);
  // The request schema is built from the resource's declarations: its type is the declared ListRequest.
  app.post<{ Body: ListRequest }>(
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
  app: FastifyInstance,
  options: { url: string; param: string; permission: RoutePermission; resource: ListResource<Item>; summary: string; tags: string[]; notFound: string },
): void {
  const { resource, param } = options;
  const access = sourceAccess({ method: 'GET', path: options.url.replace(/:(\w+)/g, '{$1}') }, app.manifests.pages);
  const params = { type: 'object', additionalProperties: false, required: [param], properties: { [param]: { type: 'integer', minimum: 1 } } };
  app.get<{ Params: Record<string, number> }>(
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
