import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * Security headers on every response. The SPA's CSP allows no inline or eval'd script; inline
 * styles stay allowed because Mantine sets style attributes at runtime. A route that sets its
 * own CSP or referrer policy (e.g. the identity provider, whose pages send no Referer) keeps it.
 */
export function contentSecurityPolicy(config: ServerConfig): string {
  const authOrigin = config.auth.url ? new URL(config.auth.url).origin : '';
  const maps = config.maps.apiKey ? ' https://maps.googleapis.com https://*.gstatic.com https://*.googleapis.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${maps}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${maps}`,
    "font-src 'self' data:",
    `connect-src 'self' ${authOrigin}${maps}`.trim(),
    `frame-src 'self' ${authOrigin}`.trim(),
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${authOrigin}`.trim(),
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const csp = contentSecurityPolicy(config);
  const https = config.publicUrl?.startsWith('https:') ?? false;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
