import type { preValidationHookHandler, RouteOptions } from 'fastify';
import type { RoutePermission } from '../../src/server/security/route-permission.ts';

/** A JSON Schema as the routes declare them (the subset the hostile-input generator understands). */
export type RouteSchema = Record<string, unknown>;

/** One `/api` route as declared: its own JSON Schemas and `config.permission`. */
export interface DeclaredRoute {
  method: string;
  /** Fastify's pattern, e.g. `/api/orders/:orderId/items`. */
  url: string;
  permission: RoutePermission | undefined;
  body?: RouteSchema;
  querystring?: RouteSchema;
  params?: RouteSchema;
  consumes?: string[];
  /** The route's own preValidation hooks (e.g. the blank-filter dropping), which run before the schema. */
  preValidation: preValidationHookHandler[];
}

/**
 * Collects every `/api` route through the build's onRoute hook (pass `onRoute` to createTestApp),
 * one entry per method; the HEAD routes Fastify derives from GET routes are left out.
 */
export function routeCollector(): { onRoute: (route: RouteOptions) => void; routes: DeclaredRoute[] } {
  const routes: DeclaredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    if (route.url !== '/api' && !route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const copy = (part: unknown) => (part === undefined ? undefined : (structuredClone(part) as RouteSchema));
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        permission: route.config?.permission,
        body: copy(schema.body),
        querystring: copy(schema.querystring),
        params: copy(schema.params),
        consumes: schema.consumes as string[] | undefined,
        preValidation: route.preValidation === undefined ? [] : [route.preValidation].flat(),
      });
    }
  };
  return { onRoute, routes };
}

/** `/api/orders/:orderId/items` with `{ orderId: 7 }` -> `/api/orders/7/items` (values URL-encoded). */
export function fillPath(url: string, params: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export function routeLabel(route: Pick<DeclaredRoute, 'method' | 'url'>): string {
  return `${route.method} ${route.url}`;
}
