import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FeatureToggles } from '../../shared/manifest/feature-toggles.ts';
import { hasPermission } from '../../shared/permissions.ts';
import type { ServerConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { EmbeddedIdp } from '../idp/embedded-idp.ts';
import { cachedPermissionSource, embeddedPermissionSource, remotePermissionSource } from './permission-source.ts';
import type { AuthenticatedUser } from './request-user.ts';
import type { RoutePermission } from './route-permission.ts';
import { embeddedTokenVerifier, remoteTokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded identity provider (null with an external AUTH_URL); tests mint tokens through it. */
    embeddedIdp: EmbeddedIdp | null;
  }
}

const API_PREFIX = '/api';

function isApiRoute(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
}

/**
 * Server-side enforcement: every `/api` route must declare `config.permission`
 * (startup fails otherwise); a route that is not `'public'` needs a valid bearer token of the
 * configured identity provider, and a resource route also needs that resource + scope in the
 * caller's permissions (uma-ticket decision, cached per token). A route may also declare
 * `config.featureToggle`: while that toggle is off it answers 404 as an unknown route would.
 */
async function security(app: FastifyInstance, opts: { config: ServerConfig; featureToggles: FeatureToggles }): Promise<void> {
  const { config, featureToggles } = opts;
  const idp = config.auth.url === undefined ? await EmbeddedIdp.create(config, app.db) : null;
  const verifier = idp ? embeddedTokenVerifier(idp, config) : remoteTokenVerifier(config);
  const permissions = idp
    ? cachedPermissionSource(embeddedPermissionSource(idp, config), undefined, () => idp.revision)
    : cachedPermissionSource(remotePermissionSource(config));

  app.decorate('embeddedIdp', idp);
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest, reply: FastifyReply, required: Exclude<RoutePermission, 'public'>) => {
    const token = bearer(request);
    reply.header('www-authenticate', `Bearer realm="${config.auth.realm}"`);
    if (token === undefined) throw new AppError('UNAUTHENTICATED');
    const claims = await verifier.verify(token, request);
    const user: AuthenticatedUser = {
      id: claims.sub,
      username: claims.preferred_username ?? '',
      firstName: claims.given_name ?? '',
      lastName: claims.family_name ?? '',
      email: claims.email ?? '',
      roles: claims.realm_access?.roles ?? [],
      permissions: await permissions.permissionsFor(token, claims),
    };
    if (required !== 'authenticated' && !hasPermission(user.permissions, required)) throw new AppError('FORBIDDEN');
    reply.removeHeader('www-authenticate');
    request.user = user;
  };

  const guards = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const required = route.config?.permission;
    if (required === undefined) {
      throw new Error(
        `A rota ${String(route.method)} ${route.url} não declara config.permission ({ resource, scope }, 'authenticated' ou 'public'); toda rota /api precisa declarar.`,
      );
    }
    const toggle = route.config?.featureToggle;
    if (toggle !== undefined && !Object.hasOwn(featureToggles, toggle)) {
      throw new Error(`A rota ${String(route.method)} ${route.url} declara o feature toggle "${toggle}", que não existe em manifests/app.json.`);
    }
    const switchedOff = toggle !== undefined && !featureToggles[toggle];
    if (required === 'public' && !switchedOff) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // Fastify copies a GET route's options into its automatic HEAD route: guard only once.
    if (existing.some((hook) => guards.has(hook))) return;
    const guard: onRequestHookHandler =
      switchedOff || required === 'public'
        ? async () => {
            throw new AppError('ROUTE_NOT_FOUND');
          }
        : async (request, reply) => authenticate(request, reply, required);
    guards.add(guard);
    route.onRequest = [...existing, guard];
  });
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Bearer-token verification and per-route permission enforcement for every `/api` route. */
export const securityPlugin = fp(security, { name: 'vtlog-security', fastify: '5.x' });
