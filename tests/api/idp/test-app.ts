import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../../../src/server/config.ts';
import type { AppDatabase } from '../../../src/server/db/database.ts';
import { AppError } from '../../../src/server/errors.ts';
import { idpPlugin } from '../../../src/server/idp/idp-plugin.ts';
import { securityPlugin } from '../../../src/server/security/security-plugin.ts';
import { openTestDatabase } from '../support/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A fresh test configuration: its own data folder, the real realm file. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-idp-'));
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }, root);
}

/**
 * A minimal app with the security plugin, the embedded IdP at /auth and probe routes, so the
 * identity tests do not depend on the API's own routes. Errors answer the API's catalogue body.
 * Its state lives in `database` (another instance, or the same server after a restart, when
 * shared), else in a fresh database of its own, dropped on close.
 */
export async function buildIdpTestApp(config: ServerConfig = testConfig(), database?: AppDatabase): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (database) {
    app.decorate('db', database.db);
    app.decorate('database', database);
  } else {
    const own = await openTestDatabase(config.dataDir);
    app.decorate('db', own.database.db);
    app.decorate('database', own.database);
    app.addHook('onClose', async () => own.dispose());
  }
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof AppError) return reply.code(error.statusCode).send(error.toBody());
    return reply.code(500).send({ statusCode: 500, code: 'INTERNAL', message: 'Erro interno.' });
  });
  await app.register(securityPlugin, { config, featureToggles: {} }); // no route here names a toggle
  if (config.auth.url === undefined) await app.register(idpPlugin, { config, prefix: '/auth' });
  app.get('/api/probe/home', { config: { permission: { resource: 'vtlog-home', scope: 'view' } } }, async (request) => ({ user: request.user }));
  app.get('/api/probe/kpi-exclusion', { config: { permission: { resource: 'kpi-exclusion', scope: 'manage' } } }, async () => ({ ok: true }));
  app.get('/api/probe/me', { config: { permission: 'authenticated' } }, async (request) => ({ id: request.user?.id }));
  app.get('/api/probe/open', { config: { permission: 'public' } }, async (request) => ({ user: request.user }));
  await app.ready();
  return app;
}

/**
 * Server instances over one database, each with its own configuration, data folder and
 * connection pool: several instances behind a reverse proxy, or one server before and after a
 * restart (`stop` one, `start` another). `close` stops those still running and drops the database.
 */
export async function oneDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vtlog-idp-shared-'));
  const shared = await openTestDatabase(dir);
  const running = new Set<FastifyInstance>();
  return {
    db: shared.database.db,
    async start(): Promise<FastifyInstance> {
      const app = await buildIdpTestApp(testConfig(), shared.reopen());
      running.add(app);
      return app;
    },
    async stop(app: FastifyInstance): Promise<void> {
      running.delete(app);
      await app.close();
    },
    async close(): Promise<void> {
      for (const app of [...running]) await app.close();
      await shared.dispose();
    },
  };
}
