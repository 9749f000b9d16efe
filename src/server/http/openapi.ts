import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { RoutePermission } from '../security/route-permission.ts';
import { HEALTH_PATHS } from './health.routes.ts';

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
      return { schema: withPermission(schema, route.config?.permission), url };
    },
  });
}

/**
 * The route's `config.permission` as the operation's `x-permission` ({ resource, scope },
 * 'authenticated' or 'public'), and no security requirement on a public one: integrators read what
 * a token must grant, and check:manifests proves that whoever may open a page may call its API.
 */
function withPermission(schema: FastifySchema | undefined, permission: RoutePermission | undefined): FastifySchema {
  if (permission === undefined) return schema ?? {};
  return { ...schema, 'x-permission': permission, ...(permission === 'public' ? { security: [] } : {}) } as FastifySchema;
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
