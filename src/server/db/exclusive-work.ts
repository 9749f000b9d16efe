/**
 * Work that two instances sharing the database must never interleave (a route import, an Expurgo
 * run): one transaction that first takes a database lock, so a second caller, on this instance or
 * another, waits until the first commits and then reads what it wrote. All or nothing as before: the
 * work is still one transaction.
 * - PostgreSQL: a transaction-scoped advisory lock named after the work, released by the commit or
 *   rollback (and by PostgreSQL should the instance die).
 * - SQLite: the writer lock (BEGIN IMMEDIATE), which every other writer of the file waits for too.
 */
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../errors.ts';
import { type AppDatabase, SQLITE_BUSY_TIMEOUT_MS } from './database.ts';
import type { Database } from './schema.ts';
import { writeTransaction } from './write-transaction.ts';

/** How long a caller waits for the other instance's run before it is told to try again (503). */
export const EXCLUSIVE_WORK_WAIT_MS = 120_000;
/** SQLite: pause between attempts at the writer lock (waiting asynchronously, see below). */
const SQLITE_RETRY_MS = 25;

/** A stable 64-bit advisory lock key for a name (PostgreSQL's advisory locks are keyed by bigint). */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(`vtlog:${name}`).digest().readBigInt64BE(0).toString();
}

export async function withExclusiveWork<T>(database: AppDatabase, name: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return database.dialect === 'postgres' ? withAdvisoryLock(database.db, name, work) : withSqliteWriterLock(database.db, work);
}

const busy = () => new AppError('WORK_IN_PROGRESS');

async function withAdvisoryLock<T>(db: Kysely<Database>, name: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  try {
    return await writeTransaction(db, async (trx) => {
      // Bounds this wait (and any other lock wait of the transaction), in this transaction only.
      await sql`select set_config('lock_timeout', ${String(EXCLUSIVE_WORK_WAIT_MS)}, true)`.execute(trx);
      await sql`select pg_advisory_xact_lock(${advisoryLockKey(name)}::bigint)`.execute(trx);
      return work(trx);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === '55P03') throw busy();
    throw error;
  }
}

/**
 * better-sqlite3 waits for a busy lock synchronously (busy_timeout), blocking the event loop, and
 * gives up after 5 s. The writer lock is therefore tried without waiting and tried again after a
 * pause, leaving the connection to this instance's other requests in between, until the deadline.
 */
async function withSqliteWriterLock<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const deadline = Date.now() + EXCLUSIVE_WORK_WAIT_MS;
  for (;;) {
    const outcome = await db.connection().execute(async (connection) => {
      if (!(await beganImmediate(connection))) return undefined;
      try {
        const value = await work(connection);
        await sql`commit`.execute(connection);
        return { value };
      } catch (error) {
        // Some SQLite errors end the transaction themselves; the original error is the one to report.
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
    if (outcome) return outcome.value;
    if (Date.now() > deadline) throw busy();
    await delay(SQLITE_RETRY_MS);
  }
}

async function beganImmediate(connection: Kysely<Database>): Promise<boolean> {
  await sql`pragma busy_timeout = 0`.execute(connection);
  try {
    await sql`begin immediate`.execute(connection);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return false;
    throw error;
  } finally {
    await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(connection);
  }
}
