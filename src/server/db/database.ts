import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type DialectName = 'sqlite' | 'postgres';

/** Writes many rows fast inside one transaction (seed, imports of many rows). */
export interface BulkWriter {
  /** How many rows of `columnCount` values one insert statement takes (callers batch that many). */
  rowsPerInsert(columnCount: number): number;
  /** Inserts rows given as their values one after another (`columns.length` values per row). */
  insert(table: string, columns: readonly string[], values: readonly unknown[]): Promise<void>;
  /** Runs one SQL statement inside the writer's transaction (DDL, catalogue queries); returns its rows. */
  run(statement: string): Promise<Record<string, unknown>[]>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs (file path or host/db), never with a password. */
  description: string;
  /**
   * `freshLoad`: the rows go into empty tables no one else reads yet (the seed). SQLite then writes
   * them once, through a rollback journal (new pages need no journal), instead of through the WAL
   * and again at the checkpoint, with a larger page cache for building the indexes afterwards.
   */
  bulkWriter(options?: { freshLoad?: boolean }): Promise<BulkWriter>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...`; when unset, SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** PostgreSQL connections opened at most (the pool's size). */
  poolSize?: number;
  /** PostgreSQL schema to use (tests isolate themselves with one schema per file). */
  pgSchema?: string;
  /** Faster, non-durable SQLite settings for throwaway databases (tests, benchmarks). */
  unsafeFast?: boolean;
}

export function openDatabase(options: DatabaseOptions): AppDatabase {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pgSchema, options.poolSize) : openSqlite(options);
}

/**
 * Page size of a new SQLite file (SQLite's default is 4096; an existing file keeps its own): wider
 * rows per page and shallower indexes, so the 1,000,000-vehicle seed writes and sorts fewer pages.
 */
export const SQLITE_NEW_FILE_PAGE_SIZE = 16_384;

/** PostgreSQL connections per instance unless configured (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

/** How long a SQLite statement waits for another connection's lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Rows per multi-row INSERT on SQLite, within its limit of 32,766 parameters per statement. */
const SQLITE_ROWS_PER_INSERT = 200;
const SQLITE_MAX_PARAMETERS = 32_766;

function openSqlite(options: DatabaseOptions): AppDatabase {
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // Only before the first page is written (and before WAL, which fixes it): a no-op on an existing file.
  if (sqlite.pragma('page_count', { simple: true }) === 0) sqlite.pragma(`page_size = ${SQLITE_NEW_FILE_PAGE_SIZE}`);
  const settings = { journal_mode: 'WAL', synchronous: options.unsafeFast ? 'OFF' : 'NORMAL', cache_size: '-65536' };
  const apply = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) sqlite.pragma(`${name} = ${value}`);
  };
  apply(settings);
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    async bulkWriter({ freshLoad = false } = {}) {
      if (freshLoad) apply({ journal_mode: 'TRUNCATE', synchronous: 'OFF', cache_size: '-262144' });
      const restore = () => {
        if (freshLoad) apply(settings);
      };
      sqlite.exec('BEGIN');
      const statements = new Map<string, BetterSqlite3.Statement>();
      const insertOf = (table: string, columns: readonly string[], rowCount: number) => {
        const key = `${table}(${columns.join(',')})x${rowCount}`;
        let statement = statements.get(key);
        if (!statement) {
          const tuple = `(${columns.map(() => '?').join(', ')})`;
          statement = sqlite.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(rowCount).fill(tuple).join(', ')}`);
          statements.set(key, statement);
        }
        return statement;
      };
      const rowsPerInsert = (columnCount: number) => Math.min(SQLITE_ROWS_PER_INSERT, Math.floor(SQLITE_MAX_PARAMETERS / columnCount));
      return {
        rowsPerInsert,
        async insert(table, columns, values) {
          // Many rows per statement: one call into SQLite per 200 rows instead of one per row. A
          // caller's full batch is bound as it is; only a longer or shorter list is cut.
          const width = columns.length;
          const perStatement = rowsPerInsert(width);
          const rowCount = values.length / width;
          for (let start = 0; start < rowCount; start += perStatement) {
            const count = Math.min(perStatement, rowCount - start);
            const chunk = count === rowCount ? values : values.slice(start * width, (start + count) * width);
            insertOf(table, columns, count).run(chunk as unknown[]);
          }
        },
        async run(statement) {
          const prepared = sqlite.prepare(statement);
          if (prepared.reader) return prepared.all() as Record<string, unknown>[];
          prepared.run();
          return [];
        },
        async commit() {
          sqlite.exec('COMMIT');
          restore();
        },
        async rollback() {
          if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
          restore();
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

function openPostgres(databaseUrl: string, schema: string | undefined, poolSize = DEFAULT_POOL_SIZE): AppDatabase {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Nome de schema inválido: ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    types: pgTypes,
    connectionTimeoutMillis: 5000,
    ...(schema !== undefined && { options: `-c search_path=${schema}` }),
  });
  // A client losing its connection, idle in the pool or checked out between two statements of a
  // transaction, must not crash the process (an 'error' event nobody listens to): the query that
  // next uses it fails and is answered 503, and the pool drops the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
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
      // PostgreSQL allows at most 65535 parameters per statement.
      const rowsPerInsert = (columnCount: number) => Math.max(1, Math.floor(60_000 / columnCount));
      return {
        rowsPerInsert,
        async insert(table, columns, values) {
          const width = columns.length;
          const chunkLength = rowsPerInsert(width) * width;
          for (let start = 0; start < values.length; start += chunkLength) {
            const params = values.slice(start, start + chunkLength);
            const tuples = Array.from({ length: params.length / width }, (_, r) => `(${columns.map((_, c) => `$${r * width + c + 1}`).join(', ')})`);
            await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
          }
        },
        async run(statement) {
          return (await client.query(statement)).rows as Record<string, unknown>[];
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
