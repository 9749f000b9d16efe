/**
 * The first-run demo data, written once even when several instances start together on one empty
 * PostgreSQL database: the emptiness check and the seed run under a session advisory lock (the kind
 * Kysely's migrator takes for the migrations), so a second instance waits, then finds the vehicles
 * and skips. A SQLite file is started by one process at a time: the check alone.
 */
import { sql } from 'kysely';
import { isEmpty } from './connect.ts';
import type { AppDatabase } from './database.ts';
import { advisoryLockKey } from './exclusive-work.ts';
import { type SeedOptions, seedDatabase } from './seed/seed-database.ts';

/** Seeds an empty database; true when this call wrote the data. */
export async function seedIfEmpty(database: AppDatabase, options: SeedOptions): Promise<boolean> {
  if (database.dialect !== 'postgres') return seedWhenEmpty(database, options);
  // A session lock on a connection held throughout: the seed writes through connections of its own.
  return database.db.connection().execute(async (connection) => {
    const key = advisoryLockKey('first-run-seed');
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(connection);
    try {
      return await seedWhenEmpty(database, options);
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}

async function seedWhenEmpty(database: AppDatabase, options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(database))) return false;
  await seedDatabase(database, options);
  return true;
}
