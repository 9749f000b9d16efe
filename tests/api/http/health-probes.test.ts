/**
 * GET /healthz and GET /readyz: public, outside /api, documented, never swallowed by the SPA; readyz
 * answers 503 with a pt-BR body when the database is unreachable, lacks migrations (a fresh database,
 * one migration behind) or the instance is shutting down.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { emptyDatabase } from '../support/empty-database.ts';
import { buildChecked } from '../support/contract-check.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A built SPA, so its deep-link fallback is in place.
  webDist = mkdtempSync(path.join(tmpdir(), 'vtlog-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>VTLog</title>');
  t = await createTestApp({ vehicles: 20, env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function readyzOver(database: AppDatabase) {
  const app = await buildChecked(t.config, { database });
  try {
    return await app.inject({ method: 'GET', url: '/readyz' });
  } finally {
    await app.close();
  }
}

describe('GET /healthz', () => {
  it('answers without a token, as JSON, even with a built SPA in place', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 'ok' });
    // The SPA's fallback still serves deep links around them.
    expect((await t.app.inject({ method: 'GET', url: '/vehicles/search' })).body).toContain('<title>VTLog</title>');
  });

  it('does not touch the database: still 200 once it is gone, while readyz says 503', async () => {
    const { database, drop } = await emptyDatabase();
    await migrateToLatest(database.db);
    const app = await buildChecked(t.config, { database });
    await database.destroy();
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: 'Banco de dados indisponível no momento. Tente novamente em instantes.' });
    } finally {
      await app.close();
      await drop().catch(() => undefined);
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 on a database with every migration, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the missing migrations on a fresh database and on one migration behind', async () => {
    const { database, drop } = await emptyDatabase();
    try {
      const fresh = await readyzOver(database);
      expect(fresh.statusCode).toBe(503);
      expect(fresh.headers['cache-control']).toBe('no-store');
      expect(fresh.json()).toMatchObject({
        statusCode: 503,
        code: 'NOT_READY',
        message: expect.stringMatching(/^O banco de dados não tem \d+ migração\(ões\) desta versão: 001-initial-schema, /),
      });

      await migrateToLatest(database.db);
      expect((await readyzOver(database)).statusCode).toBe(200);
      // As if the last migration had been rolled back: its bookkeeping row is what the migrator reads.
      await database.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '018-vehicle-counts' as never)
        .execute();
      const behind = await readyzOver(database);
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({
        code: 'NOT_READY',
        message: 'O banco de dados não tem 1 migração(ões) desta versão: 018-vehicle-counts.',
        details: { pendentes: ['018-vehicle-counts'] },
      });
    } finally {
      await drop();
    }
  });

  it('answers 503 once the instance is shutting down', async () => {
    const { database, drop } = await emptyDatabase();
    await migrateToLatest(database.db);
    const app = await buildChecked(t.config, { database });
    try {
      app.readiness.shuttingDown = true;
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'NOT_READY', message: 'O servidor está sendo desligado.' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('OpenAPI', () => {
  it('documents both probes as public', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const probe of ['/healthz', '/readyz']) {
      expect(doc.paths[probe].get.security).toEqual([]);
      expect(doc.paths[probe].get.responses['200']).toBeDefined();
    }
    expect(doc.paths['/readyz'].get.responses['503']).toBeDefined();
  });
});
