import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { apiRoutes } from './api/api-routes.ts';
import type { ServerConfig } from './config.ts';
import { databaseFromConfig } from './db/connect.ts';
import type { AppDatabase } from './db/database.ts';
import { errorBodySchema } from './errors.ts';
import { type FeatureToggles, featureToggles as togglesOf } from '../shared/manifest/feature-toggles.ts';
import { registerCompression } from './http/compression.ts';
import { answerClientError, answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { registerHealthRoutes } from './http/health.routes.ts';
import { acceptedRequestId } from './http/request-id.ts';
import { registerOpenapi } from './openapi/document.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { installValidatorCompilers } from './http/validator-compilers.ts';
import { idpPlugin } from './idp/idp-plugin.ts';
import { loadManifestFolder } from './manifests/manifest-folder.ts';
import { securityPlugin } from './security/security-plugin.ts';
import { prettyLogStream } from './http/pretty-log.ts';
import './fastify-types.ts';
import { startWorkerPool } from './workers/worker-pool.ts';
import { installRiskSweep } from './forecast/risk-sweep.ts';
import { installAlertRetention } from './alerts/alert-retention.ts';
import { alertOnRiskChanges } from './alerts/risk-alerts.ts';

export interface BuildOptions {
  /** An already open (and migrated) database; by default the one the config names, closed with the app. */
  database?: AppDatabase;
  /** Sees every route as declared (schema, config.permission) before registration; tests derive their matrices from it. */
  onRoute?: (route: RouteOptions) => void;
  /** Feature toggles switched over their state in the manifests' app.json (tests run both states this way). */
  featureToggles?: FeatureToggles;
  /** The manifests folder to run instead of the configuration's (MANIFESTS_DIR): tests run generated folders this way. */
  manifestsDir?: string;
  /** The instant the delivery-risk refresh computes for (tests: the demo data's reference date); the real clock by default. */
  riskClock?: () => Date;
}

/** JSON bodies up to 1 MB; uploads have their own limit (see transport-route import). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole server (SPA, /config.json, /healthz and /readyz, /api, embedded /auth) without
 * listening, so tests use inject(). First the manifests folder is checked by the manifest checker
 * (a folder it refuses throws ManifestFolderError with its file:line:col lines, before anything is
 * opened); then registration runs in a fixed order: errors + headers, compression, security, probes,
 * identity provider, API, SPA.
 */
export async function build(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const manifests = loadManifestFolder(options.manifestsDir ?? config.manifestsDir);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(config.logFormat === 'pretty' ? { stream: prettyLogStream(process.stdout) } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // The id is the server's own: a client's x-request-id is kept only when it is a short safe token.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy: whose X-Forwarded-For/-Proto/-Host to believe (request.ip, protocol, host).
    trustProxy: config.trustProxy,
    // While closing, a request arriving on a kept-alive connection is still served (then the
    // connection closes) instead of Fastify's bare English 503: /readyz answers its own 503 then.
    return503OnClosing: false,
  });
  // Its warm thread loads meanwhile, so the first upload or rich text waits for no thread to start.
  startWorkerPool();
  app.decorate('manifests', manifests);
  app.log.info(`manifestos: ${manifests.pages.length} páginas e ${manifests.enums.size} enums de ${manifests.dir}, aceitos pelo check:manifests`);
  for (const warning of manifests.warnings) app.log.debug(`check:manifests (aviso): ${warning}`);
  const database = options.database ?? databaseFromConfig(config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', async () => database.destroy());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installRiskSweep(app, { intervalMinutes: config.riskSweepMinutes, clock: options.riskClock });
  alertOnRiskChanges(app);
  installAlertRetention(app, { days: config.alertRetentionDays });

  installValidatorCompilers(app);
  installErrorHandler(app);
  installSecurityHeaders(app, config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  app.addSchema(errorBodySchema);
  await registerCompression(app);
  await registerOpenapi(app);

  // The manifests' app.json is the one source of the toggles' state, turned over by FEATURE_TOGGLES (config)
  // and, in tests, by the build option: the API enforces it and the SPA reads it from /config.json.
  const featureToggles = togglesOf(manifests.app, { ...config.featureToggles, ...options.featureToggles });
  await app.register(securityPlugin, { config, featureToggles });
  await registerHealthRoutes(app);
  if (config.auth.url === undefined) await app.register(idpPlugin, { config, prefix: '/auth' });
  await app.register(apiRoutes, { prefix: '/api' });
  await registerSpa(app, config, featureToggles);
  return app;
}
