/**
 * The benchmarks' database, on either dialect the product runs on:
 * - `--database sqlite` (default): a SQLite file, fresh in a temporary folder or an existing one (`--file`);
 * - `--database postgres`: a schema of its own in the PostgreSQL at DATABASE_URL, fresh (dropped at
 *   the end) or an existing seeded one (`--schema`, kept).
 * `sqlFloor` runs compiled statements straight on the driver with no server around them (SQLite's
 * prepared once, as the server's statement cache keeps them): the floor an API answer is compared with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { type AppDatabase, type DialectName, openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';

export interface BenchDatabaseOptions {
  database?: string | undefined;
  /** SQLite: an already seeded file. */
  file?: string | undefined;
  /** PostgreSQL: an already seeded schema. */
  schema?: string | undefined;
}

/** The command-line options every bench that opens a database accepts (node:util parseArgs). */
export const benchDatabaseArgs = {
  database: { type: 'string', default: 'sqlite' },
  file: { type: 'string' },
  schema: { type: 'string' },
} as const;

export interface BenchDatabase {
  database: AppDatabase;
  /** Whether it was given already seeded (`--file`, `--schema`). */
  existing: boolean;
  /** A function that runs every statement once, in order. */
  sqlFloor(queries: CompiledQuery[]): () => Promise<void>;
  /** The arguments that open this same database from another bench process. */
  args: string[];
  /** Closes the connections; drops what it created (a fresh schema, a temporary folder). */
  close(): Promise<void>;
}

function requestedDialect(value: string | undefined): DialectName {
  if (value === 'sqlite' || value === 'postgres') return value;
  throw new Error(`--database deve ser sqlite ou postgres (recebido: ${value})`);
}

function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('--database postgres lê o endereço em DATABASE_URL, p. ex. DATABASE_URL=$(bash scripts/pg-test-server.sh start)');
  return url;
}

export async function openBenchDatabase(options: BenchDatabaseOptions): Promise<BenchDatabase> {
  return requestedDialect(options.database) === 'postgres' ? openPostgresBench(options.schema) : openSqliteBench(options.file);
}

async function openSqliteBench(existingFile: string | undefined): Promise<BenchDatabase> {
  const dir = existingFile ? undefined : mkdtempSync(path.join(tmpdir(), 'vtlog-bench-'));
  const file = existingFile ? path.resolve(existingFile) : path.join(dir!, 'bench.sqlite');
  const database = openDatabase({ sqliteFile: file, unsafeFast: !existingFile });
  await migrateToLatest(database.db);
  let raw: BetterSqlite3.Database | undefined;
  return {
    database,
    existing: Boolean(existingFile),
    sqlFloor(queries) {
      raw ??= new BetterSqlite3(file, { readonly: true });
      const statements = queries.map((query) => ({ statement: raw!.prepare(query.sql), parameters: query.parameters as unknown[] }));
      return async () => {
        for (const { statement, parameters } of statements) statement.all(...parameters);
      };
    },
    args: ['--database', 'sqlite', '--file', file],
    async close() {
      raw?.close();
      await database.destroy();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresBench(existingSchema: string | undefined): Promise<BenchDatabase> {
  const url = postgresUrl();
  const schema = existingSchema ?? `bench_${process.pid}`;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    return client;
  };
  if (!existingSchema) {
    const client = await connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const database = openDatabase({ databaseUrl: url, pgSchema: schema });
  await migrateToLatest(database.db);
  let raw: pg.Client | undefined;
  return {
    database,
    existing: Boolean(existingSchema),
    sqlFloor(queries) {
      // Unnamed statements, planned for their values on every call: what the server's pool sends.
      return async () => {
        raw ??= await connect();
        for (const query of queries) await raw.query(query.sql, query.parameters as unknown[]);
      };
    },
    args: ['--database', 'postgres', '--schema', schema],
    async close() {
      await raw?.end();
      if (!existingSchema) await database.db.schema.dropSchema(schema).cascade().execute();
      await database.destroy();
    },
  };
}
