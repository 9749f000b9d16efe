/**
 * Every write transaction that can touch the dashboard roll-ups runs through here, and is run again
 * from the start when PostgreSQL aborts it as a deadlock victim (40P01) or for a serialization
 * failure (40001).
 *
 * Why retry rather than take the roll-up rows in one fixed order: the roll-ups are kept by row
 * triggers (rollups/row-rollup.ts), which upsert one roll-up row per source row in whatever order
 * the executor visits the source rows, and one transaction reaches them through several statements
 * (a receipt's status, then the facts the triggers copy onto each of the vehicle's shipments, each
 * counted in its month and its day). No caller can order all of that, so two writers whose
 * shipments share months or dealers can lock the same roll-up rows in opposite orders. PostgreSQL
 * finds the cycle (after `deadlock_timeout`, 1 s by default) and rolls one transaction back whole;
 * running it again is then sound, because a callback given here writes only through `trx` and has
 * no other effect. SQLite has one writer at a time and never deadlocks: one attempt.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Attempts in all: enough for a burst of writers on the same rows, bounded so an error still surfaces. */
export const WRITE_ATTEMPTS = 5;

const RETRYABLE_STATES = new Set(['40P01', '40001']);

export const isRetryableConflict = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE_STATES.has(String((error as { code?: unknown }).code));

export async function writeTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isRetryableConflict(error)) throw error;
      // A random pause, growing with each attempt, so the writers that collided do not meet again in step.
      await delay(Math.random() * 20 * attempt);
    }
  }
}
