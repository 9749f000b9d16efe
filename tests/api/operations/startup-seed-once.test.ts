/**
 * Two real server processes started together on one empty PostgreSQL database (a new schema of
 * TEST_DATABASE_URL, through the connection's search_path): both start, the migrations and the
 * first-run demo seed happen once. End to end only: the processes rarely reach the seed in the same
 * instant; first-run-seed.test.ts makes them, and fails without the seed's lock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../faults/server-process.ts';
import { freePort, getOnNewConnection } from './process-helpers.ts';

const url = process.env.TEST_DATABASE_URL;
// Enough that one instance is still seeding when the other looks for data.
const SEED_VEHICLES = 2000;
const schema = `seed_once_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  if (url) await query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(url)('two instances starting together on one empty PostgreSQL database', () => {
  it('migrate and seed it exactly once, and both become ready', { timeout: 300_000 }, async () => {
    await query(`CREATE SCHEMA ${schema}`);
    const databaseUrl = new URL(url!);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-seed-once-'));
      dataDirs.push(dataDir);
      // An external identity provider (never called here): no signing key to generate at start, which
      // on a busy machine can outlast Fastify's plugin timeout for two processes at once.
      const env = {
        DATABASE_URL: databaseUrl.toString(),
        AUTH_URL: 'http://127.0.0.1:9',
        SEED_VEHICLES: String(SEED_VEHICLES),
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      };
      const server = await startServer({ port: await freePort(), dataDir, env });
      servers.push(server);
      return server;
    };
    const started = await Promise.all([start(), start()]);

    for (const server of started) expect((await getOnNewConnection(`${server.url}/readyz`)).status, server.output()).toBe(200);
    const [vehicles] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.vehicles`);
    expect(vehicles!.n).toBe(SEED_VEHICLES);
    const seededBy = started.filter((server) => server.output().includes('dados de demonstração'));
    expect(seededBy).toHaveLength(1);
  });
});
