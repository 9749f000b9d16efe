/** The real server over a benchmark database, listening on a loopback port, with demo users' tokens. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import type { AppDatabase } from '../../../src/server/db/database.ts';
import { tokensFor } from '../../helpers/auth.ts';

export interface BenchServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  address: string;
  tokenFor(user: string): Promise<string>;
}

/**
 * `extraRoutes` runs before listening (e.g. an empty route that times the HTTP overhead alone). The
 * server's data folder is a temporary one, removed when the app closes.
 */
export async function startBenchServer(database: AppDatabase, extraRoutes?: (app: FastifyInstance) => void): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-bench-server-'));
  const app = await build(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { database });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  extraRoutes?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The token's issuer must match the host the requests go to.
  const tokenFor = async (user: string) => (await tokensFor(app, user, user, { host: new URL(address).host })).access_token;
  return { app, address, tokenFor };
}
