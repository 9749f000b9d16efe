import type { Scope } from '../../shared/permissions.ts';

/**
 * What an `/api` route requires of its caller. Every API route declares one in
 * `config.permission` (the security plugin refuses to register a route without it):
 * - `{ resource, scope }`: a valid bearer token whose permissions grant that resource with that scope;
 * - `'authenticated'`: any valid bearer token (e.g. the caller's own profile);
 * - `'public'`: no token at all (e.g. the OpenAPI document).
 */
export type RoutePermission = { resource: string; scope: Scope } | 'authenticated' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /**
     * A feature toggle of manifests/app.json the route exists under: while it is off the route
     * answers 404 like an unknown route, before any token check (the feature is not there at all).
     */
    featureToggle?: string;
  }
}
