import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { FeatureToggles } from '../../shared/manifest/feature-toggles.ts';
import { AppError } from '../errors.ts';
import { sendFavicon } from './favicon.ts';

/** Runtime configuration of the SPA (one build serves every environment). */
export function spaConfig(config: ServerConfig, featureToggles: FeatureToggles, request: FastifyRequest) {
  const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
  return {
    apiBaseUrl: '/api',
    auth: {
      url: config.auth.url ?? `${origin}/auth`,
      realm: config.auth.realm,
      clientId: config.auth.clientId,
      audience: config.auth.audience,
    },
    permissionsSecret: config.auth.permissionsSecret,
    maps: { apiKey: config.maps.apiKey ?? null, mapId: config.maps.mapId ?? null },
    dashboardReports: config.dashboardReports,
    featureToggles,
  };
}

/**
 * Hashed assets are immutable; the silent sign-on check's page (public/silent-check-sso.*), loaded in a
 * hidden iframe on every page load and the same for every user, is kept an hour; the rest is revalidated.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (path.basename(filePath).startsWith('silent-check-sso.')) return 'public, max-age=3600';
  return 'no-cache';
}

/** A missing build file answers 404; any other path (even with a dot, e.g. a typed chassis) is a deep link. */
const staticFileLike = /^\/assets\/|\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|json|woff2?|txt|webmanifest)$/i;

const missingBuild = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Vehicles Tracking</title></head>
<body><p>O front-end ainda não foi construído. Execute <code>npm run build</code>.</p></body></html>`;

/**
 * The built SPA: hashed assets cached for a year, index.html for every deep link (never cached),
 * `/config.json`, and 404s as JSON for unknown `/api` and `/auth` paths.
 */
export async function registerSpa(app: FastifyInstance, config: ServerConfig, featureToggles: FeatureToggles): Promise<void> {
  const indexFile = path.join(config.webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);

  // Browsers ask for /favicon.ico on pages that name no icon (a 404 in every sign-in's log otherwise).
  app.get('/favicon.ico', { config: { permission: 'public' } }, (_request, reply) => sendFavicon(reply));

  app.get('/config.json', { config: { permission: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return spaConfig(config, featureToggles, request);
  });

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // Files under dot folders (dist/.vite/manifest.json, which only the build's checks read) get no route:
      // `serveDotFiles` is off, and their paths then answer 404 (staticFileLike).
      // The .br/.gz copies the build wrote (scripts/vite/precompress-plugin.mjs), for browsers that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => res.header('cache-control', cacheControlOf(filePath)),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new AppError('ROUTE_NOT_FOUND');
    if (pathname.startsWith('/auth/') || request.method !== 'GET' || staticFileLike.test(pathname)) throw new AppError('NOT_FOUND');
    reply.header('cache-control', 'no-cache');
    if (!hasBuild) return reply.type('text/html; charset=utf-8').send(missingBuild);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
