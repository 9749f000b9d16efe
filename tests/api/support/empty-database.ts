import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type AppDatabase, type DatabaseOptions, openDatabase } from '../../../src/server/db/database.ts';

export interface EmptyDatabase {
  database: AppDatabase;
  /** How it was opened: another instance opens the same database with them. */
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/** An empty database of the suite's dialect (a temp SQLite file, or a new schema of TEST_DATABASE_URL), dropped by `drop`. */
export async function emptyDatabase(): Promise<EmptyDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vtlog-empty-'));
  const url = process.env.TEST_DATABASE_URL;
  const schema = `empty_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const options: DatabaseOptions = { databaseUrl: url, pgSchema: url ? schema : undefined, sqliteFile: path.join(dir, 'empty.sqlite'), unsafeFast: true };
  const database = openDatabase(options);
  return {
    database,
    options,
    async drop() {
      if (url) await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
      await database.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
