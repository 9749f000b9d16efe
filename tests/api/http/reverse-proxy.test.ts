/**
 * Behind a reverse proxy (docs/deploy.md): X-Forwarded-Proto/-Host are believed only from the
 * peers TRUST_PROXY names, so the SPA's configuration points at the public origin without
 * PUBLIC_URL; and the settings an operator sets for several instances are checked at start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { buildChecked } from '../support/contract-check.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vtlog.example.com', 'x-forwarded-for': '203.0.113.7' };

async function authUrlSeenWith(trustProxy: string | undefined): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, WEB_DIST: t.config.webDist, ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
  const app = await buildChecked(config, { database: t.database });
  try {
    // inject() comes from 127.0.0.1.
    return (await app.inject({ method: 'GET', url: '/config.json', headers: forwarded })).json().auth.url;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('believes the forwarded origin only from a trusted proxy', async () => {
    expect(await authUrlSeenWith(undefined)).toBe('http://localhost:80/auth');
    expect(await authUrlSeenWith('10.0.0.0/8')).toBe('http://localhost:80/auth');
    expect(await authUrlSeenWith('127.0.0.1, ::1')).toBe('https://vtlog.example.com/auth');
    expect(await authUrlSeenWith('true')).toBe('https://vtlog.example.com/auth');
  });

  it('takes true/false or addresses and CIDR ranges, refusing anything else in pt-BR', () => {
    const load = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('true')).toBe(true);
    expect(load(' 10.0.0.5 , 172.16.0.0/12,fd00::/8 ')).toEqual(['10.0.0.5', '172.16.0.0/12', 'fd00::/8']);
    expect(() => load('nginx, 10.0.0.0/33')).toThrow(ConfigError);
    expect(() => load('nginx, 10.0.0.0/33')).toThrow(
      'TRUST_PROXY="nginx, 10.0.0.0/33" deve ser true, false ou uma lista de endereços IP/CIDR separados por vírgula (inválidos: nginx, 10.0.0.0/33).',
    );
  });
});

describe('instance settings', () => {
  it('reads the pool size and the shutdown periods, with defaults', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect([defaults.databasePoolSize, defaults.shutdownDrainMs, defaults.shutdownTimeoutMs]).toEqual([10, 0, 25_000]);
    const set = loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '20', SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_TIMEOUT_SECONDS: '60' });
    expect([set.databasePoolSize, set.shutdownDrainMs, set.shutdownTimeoutMs]).toEqual([20, 5000, 60_000]);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '1' })).toThrow('DATABASE_POOL_SIZE="1" deve ser um número inteiro entre 2 e 1000.');
  });
});
