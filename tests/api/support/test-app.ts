import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../../../src/server/config.ts';
import { type AppDatabase, openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { seedDatabase } from '../../../src/server/db/seed/seed-database.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import type { FeatureToggles } from '../../../src/shared/manifest/feature-toggles.ts';
import appManifest from '../../../manifests/app.json' with { type: 'json' };
import { accessTokenFor, bearer, type DemoUser } from '../../helpers/auth.ts';
import { buildChecked } from './contract-check.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const TEST_VEHICLES = 300;
export const TEST_SEED = 7;
export const TEST_REFERENCE_DATE = '2025-05-26';
/** The seed's "now" for that date (noon UTC, db/seed/seed-database.ts). */
export const TEST_NOW = new Date(`${TEST_REFERENCE_DATE}T12:00:00.000Z`);

/** Every feature toggle of manifests/app.json on: for suites that must reach every route the server declares. */
export const EVERY_FEATURE_ON: FeatureToggles = Object.fromEntries(Object.keys(appManifest.featureToggles).map((name) => [name, true]));

/** Which database the API suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  /** Another connection pool to the same database (a second server instance); closed with the app. */
  reopen(): AppDatabase;
  config: ServerConfig;
  /** A real access token of a demo user (through the embedded identity provider), cached per file. */
  token(user: DemoUser): Promise<string>;
  /** inject() as a demo user. */
  as(user: DemoUser, options: InjectOptions): Promise<LightMyRequestResponse>;
  count(table: keyof Database): Promise<number>;
  close(): Promise<void>;
}

export interface TestDatabase {
  database: AppDatabase;
  /** Another connection pool to the same database: a second server instance, or the server after a restart. */
  reopen(): AppDatabase;
  /** Closes every pool opened here and drops the PostgreSQL schema. */
  dispose(): Promise<void>;
}

/**
 * A freshly migrated database of its own: a SQLite file in `dir`, or a new schema in
 * TEST_DATABASE_URL, so test files never see each other's writes.
 */
export async function openTestDatabase(dir: string): Promise<TestDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const opened: AppDatabase[] = [];
  const reopen = () => {
    const next = openDatabase({ databaseUrl, pgSchema: schema, sqliteFile: path.join(dir, 'test.sqlite'), unsafeFast: true });
    opened.push(next);
    return next;
  };
  const database = reopen();
  await migrateToLatest(database.db);
  return {
    database,
    reopen,
    async dispose() {
      if (schema) await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
      for (const each of opened) await each.destroy();
    },
  };
}

/**
 * A fresh app over its own freshly migrated and seeded database (`openTestDatabase`), dropped on
 * close; each of its responses is checked against its OpenAPI document (contract-check.ts).
 */
export async function createTestApp(
  options: {
    vehicles?: number;
    env?: Record<string, string>;
    onRoute?: (route: RouteOptions) => void;
    featureToggles?: FeatureToggles;
    /** The manifests folder the app runs (build option `manifestsDir`); the demo data is the repository manifests' either way. */
    manifestsDir?: string;
    /** The instant the app's delivery-risk refresh computes for (build option `riskClock`), e.g. the demo data's "now". */
    riskClock?: () => Date;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-dist'), ...options.env }, root);
  const testDatabase = await openTestDatabase(dataDir);
  const { database } = testDatabase;
  await seedDatabase(database, { vehicles: options.vehicles ?? TEST_VEHICLES, seed: TEST_SEED, referenceDate: TEST_REFERENCE_DATE });
  const app = await buildChecked(config, {
    database,
    onRoute: options.onRoute,
    featureToggles: options.featureToggles,
    manifestsDir: options.manifestsDir,
    riskClock: options.riskClock,
  });
  await app.ready();

  const tokens = new Map<DemoUser, Promise<string>>();
  const token = (user: DemoUser) => {
    if (!tokens.has(user)) tokens.set(user, accessTokenFor(app, user));
    return tokens.get(user)!;
  };
  return {
    app,
    database,
    reopen: testDatabase.reopen,
    config,
    token,
    async as(user, injectOptions) {
      const headers = { ...(injectOptions.headers ?? {}), ...bearer(await token(user)) };
      return app.inject({ ...injectOptions, headers });
    },
    async count(table) {
      const row = await database.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async close() {
      await app.close();
      await testDatabase.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
