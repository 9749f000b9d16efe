import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

/** Writes many rows fast inside one transaction (seed, imports of many rows). */
export interface BulkWriter {
  insert(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs (file path or host/db), never with a password. */
  description: string;
  bulkWriter(): Promise<BulkWriter>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...`; when unset, SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves with one schema per file). */
  pgSchema?: string;
  /** Faster, non-durable SQLite settings for throwaway databases (tests, benchmarks). */
  unsafeFast?: boolean;
}

export function openDatabase(options: DatabaseOptions): AppDatabase {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pgSchema) : openSqlite(options);
}

function openSqlite(options: DatabaseOptions): AppDatabase {
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(options.unsafeFast ? 'synchronous = OFF' : 'synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    async bulkWriter() {
      sqlite.exec('BEGIN');
      const statements = new Map<string, BetterSqlite3.Statement>();
      return {
        async insert(table, columns, rows) {
          const key = `${table}(${columns.join(',')})`;
          let statement = statements.get(key);
          if (!statement) {
            statement = sqlite.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
            statements.set(key, statement);
          }
          for (const row of rows) statement.run(row as unknown[]);
        },
        async commit() {
          sqlite.exec('COMMIT');
        },
        async rollback() {
          if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        },
      };
    },
    async destroy() {
      await db.destroy();
    },
  };
}

/** bigint counts and numeric values arrive as JS numbers (our values stay far below 2^53). */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

function openPostgres(databaseUrl: string, schema: string | undefined): AppDatabase {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Nome de schema inválido: ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: pgTypes,
    connectionTimeoutMillis: 5000,
    ...(schema !== undefined && { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its connection must not crash the process; the next query reports 503.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const url = new URL(databaseUrl);
  return {
    db,
    dialect: 'postgres',
    description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}${schema ? ` (schema ${schema})` : ''}`,
    async bulkWriter() {
      const client = await pool.connect();
      await client.query('BEGIN');
      let released = false;
      const release = () => {
        if (!released) client.release();
        released = true;
      };
      return {
        async insert(table, columns, rows) {
          // PostgreSQL allows at most 65535 parameters per statement.
          const chunk = Math.max(1, Math.floor(60_000 / columns.length));
          for (let start = 0; start < rows.length; start += chunk) {
            const slice = rows.slice(start, start + chunk);
            const params: unknown[] = [];
            const tuples = slice.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
            await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
          }
        },
        async commit() {
          try {
            await client.query('COMMIT');
          } finally {
            release();
          }
        },
        async rollback() {
          try {
            await client.query('ROLLBACK');
          } finally {
            release();
          }
        },
      };
    },
    async destroy() {
      await db.destroy();
    },
  };
}
