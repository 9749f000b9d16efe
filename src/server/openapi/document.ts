import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { RoutePermission } from '../security/route-permission.ts';
import { HEALTH_PATHS } from '../http/health.routes.ts';
import { assertUniqueOperationIds, operationIdOf } from './operation-id.ts';
import { publicSchema } from './public-schema.ts';
import { declaredResponses } from './responses.ts';

export const API_VERSION = '2025.05.26';

/** Registers @fastify/swagger (before any route, so it sees them all). */
export async function registerOpenapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'VTLog API (Vehicles Tracking)',
        version: API_VERSION,
        description: 'API do VTLog. Listas paginadas seguem o contrato genérico { page, pageSize, sort, filters } -> { items, page, pageSize, total }.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    hideUntagged: false,
    // Only the API and the probes are documented here; /auth follows Keycloak's own protocol documents.
    transform: ({ schema, url, route }) => {
      if (!url.startsWith('/api/') && !(HEALTH_PATHS as readonly string[]).includes(url)) return { schema: { ...schema, hide: true }, url };
      return { schema: operationSchema(schema ?? {}, url, route), url };
    },
    transformObject: (documentObject) => {
      // Registered with `openapi` above, so this is always the OpenAPI (not Swagger 2) object.
      const { openapiObject } = documentObject as Extract<typeof documentObject, { openapiObject: unknown }>;
      assertUniqueOperationIds((openapiObject.paths ?? {}) as Parameters<typeof assertUniqueOperationIds>[0]);
      return openapiObject;
    },
  });
}

/** The one field every upload route reads its file from (uploads/single-file-upload.ts `readSingleFile`). */
const UPLOAD_FIELD = 'file';

/**
 * A route's schema as its operation is documented: an operationId (operationIdOf unless the route
 * names one), request parts in standard keywords only (publicSchema), a multipart upload's body,
 * every status it can answer (declaredResponses), and its `config.permission` as `x-permission`
 * ({ resource, scope }, 'authenticated' or 'public'), with no security requirement on a public one:
 * integrators read what a token must grant, and check:manifests proves that whoever may open a page
 * may call its API. Validation keeps running the route's own schema; this copy is only described.
 */
function operationSchema(schema: FastifySchema, url: string, route: RouteOptions): FastifySchema {
  const permission: RoutePermission | undefined = route.config?.permission;
  const upload = Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data') && schema.body === undefined;
  const body = upload
    ? {
        type: 'object',
        required: [UPLOAD_FIELD],
        properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'O arquivo (um só, neste campo)' } },
      }
    : publicSchema(schema.body);
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(String(route.method), url),
    ...(schema.querystring !== undefined ? { querystring: publicSchema(schema.querystring) } : {}),
    ...(schema.params !== undefined ? { params: publicSchema(schema.params) } : {}),
    ...(body !== undefined ? { body } : {}),
    response: declaredResponses({ schema: schema as Record<string, unknown>, permission, featureToggle: route.config?.featureToggle }),
    ...(permission !== undefined ? { 'x-permission': permission, ...(permission === 'public' ? { security: [] } : {}) } : {}),
  } as FastifySchema;
}

/** Deterministic JSON of the document: object keys of paths and components sorted, schemas as declared. */
export function stableOpenapiJson(document: unknown): string {
  const doc = document as { paths?: Record<string, unknown>; components?: Record<string, Record<string, unknown>> };
  const sortKeys = <T extends Record<string, unknown>>(obj: T | undefined) =>
    obj &&
    Object.fromEntries(
      Object.keys(obj)
        .sort()
        .map((k) => [k, obj[k]]),
    );
  const components =
    doc.components &&
    Object.fromEntries(
      Object.keys(doc.components)
        .sort()
        .map((k) => [k, sortKeys(doc.components![k])]),
    );
  return `${JSON.stringify({ ...doc, paths: sortKeys(doc.paths), components }, null, 2)}\n`;
}
