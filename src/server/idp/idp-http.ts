import type {} from '@fastify/cookie';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_PREFIX, OAuthError, type EmbeddedIdp } from './embedded-idp.ts';
import { isAllowedOrigin, splitFragment } from './redirect-uri.ts';

/** Helpers shared by the IdP routes: cookies, parameters, HTML and Keycloak-shaped error replies. */
export const COOKIE = {
  identity: 'KEYCLOAK_IDENTITY',
  session: 'KEYCLOAK_SESSION',
  authSession: 'AUTH_SESSION_ID',
} as const;

export const HTML_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'";

export function realmPath(idp: EmbeddedIdp): string {
  return `${AUTH_PREFIX}/realms/${idp.realm.name}`;
}

export function cssUrl(): string {
  return `${AUTH_PREFIX}/resources/vtlog/login.css`;
}

export function faviconUrl(): string {
  return `${AUTH_PREFIX}/resources/vtlog/favicon.svg`;
}

export function cookieOptions(idp: EmbeddedIdp, origin: string, httpOnly: boolean) {
  return { path: `${realmPath(idp)}/`, httpOnly, sameSite: 'lax' as const, secure: origin.startsWith('https:') };
}

/** KEYCLOAK_SESSION holds base64url(sha256(session id)), as Keycloak ≥ 26.1 (read by login-status-iframe). */
export function sessionCookieValue(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

/** One named parameter from the query string or the form body (first value when repeated). */
export function param(request: FastifyRequest, name: string): string | undefined {
  return first(fieldOf(request.body, name)) ?? first(fieldOf(request.query, name));
}

/** Every value of a parameter that may repeat (e.g. `permission`). */
export function params(request: FastifyRequest, name: string): string[] {
  const value = fieldOf(request.body, name) ?? fieldOf(request.query, name);
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is string => typeof v === 'string');
}

/** A field of a parsed form body or query string (the routes of the identity provider declare no schema). */
function fieldOf(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;
}

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * An HTML page of the provider: never cached, unless it is one of the static pages keycloak-js loads
 * in hidden iframes on every page load (`cacheSeconds`; Keycloak caches them as theme resources).
 */
export function sendHtml(reply: FastifyReply, status: number, html: string, options: { framable?: boolean; cacheSeconds?: number } = {}): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', options.cacheSeconds ? `public, max-age=${options.cacheSeconds}` : 'no-store, must-revalidate, max-age=0')
    .header('content-security-policy', options.framable ? HTML_CSP : `${HTML_CSP}; frame-ancestors 'self'`)
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
}

export function sendOAuthError(reply: FastifyReply, error: OAuthError): FastifyReply {
  if (error.status === 401 && error.error === 'invalid_token') {
    reply.header('www-authenticate', `Bearer realm="vtlog", error="${error.error}", error_description="${error.description}"`);
  }
  return sendJson(reply, error.status, error.body());
}

/** CORS for browser calls from a client's web origins (Keycloak's Cors.allowedOrigins). */
export function applyCors(idp: EmbeddedIdp, request: FastifyRequest, reply: FastifyReply, clientId?: string): void {
  const origin = request.headers.origin;
  if (!origin) return;
  const own = idp.originFor(request);
  const clients = clientId ? [idp.client(clientId)].filter((c) => c !== undefined) : idp.realm.clients;
  if (origin === own || clients.some((c) => isAllowedOrigin(origin, c, own))) {
    reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'Origin');
  }
}

export function preflight(idp: EmbeddedIdp, methods: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    applyCors(idp, request, reply);
    return reply
      .code(200)
      .header('access-control-allow-methods', methods)
      .header('access-control-allow-headers', 'Authorization, Content-Type, Accept')
      .header('access-control-max-age', '3600')
      .send();
  };
}

/**
 * Appends authorization response parameters to the redirect URI (query or fragment response mode).
 * A fragment the URI already has is kept: in fragment mode the parameters follow it after `&`
 * (keycloak-js takes its own parameters out and leaves the rest, e.g. `#main`), in query mode the
 * parameters go before it.
 */
export function withResponseParams(redirectUri: string, mode: 'query' | 'fragment', values: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  if (search === '') return redirectUri;
  const { base, fragment } = splitFragment(redirectUri);
  if (mode === 'fragment') return `${base}#${fragment ? `${fragment}&` : ''}${search}`;
  return `${base}${base.includes('?') ? '&' : '?'}${search}${fragment === undefined ? '' : `#${fragment}`}`;
}

export { OAuthError };
