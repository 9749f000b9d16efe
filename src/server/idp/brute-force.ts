import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BruteForceSettings } from './realm-types.ts';

/** Each instance deletes the counters it can no longer need at most this often. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Keycloak-style brute-force detection per key: every `failureFactor` consecutive failures lock
 * the key for `waitIncrementSeconds` more (capped at `maxFailureWaitSeconds`); failures older
 * than `maxDeltaTimeSeconds` are forgotten; a success resets the count. The counters live in the
 * database (idp_login_failures, one `guard` per kind of key), so every instance counts the same
 * failures; at most `maxKeys` keys are kept per guard (the least recently failed are forgotten first).
 */
export class BruteForceGuard {
  private sweptAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly guard: string,
    private readonly settings: BruteForceSettings,
    private readonly maxKeys = 50_000,
  ) {}

  /** Seconds the key must still wait, or 0. */
  async lockedFor(key: string, nowMs = Date.now()): Promise<number> {
    if (!this.settings.enabled) return 0;
    const entry = await this.entry(key);
    if (!entry) return 0;
    if (this.settings.permanentLockout && entry.failures >= this.settings.failureFactor) return Number.POSITIVE_INFINITY;
    return Math.max(0, Math.ceil((Number(entry.locked_until_ms) - nowMs) / 1000));
  }

  /** Recent consecutive failures of the key (0 once they are older than `maxDeltaTimeSeconds`). */
  async failureCount(key: string, nowMs = Date.now()): Promise<number> {
    const entry = await this.entry(key);
    return entry && !this.stale(Number(entry.last_failure_ms), nowMs) ? entry.failures : 0;
  }

  async recordFailure(key: string, nowMs = Date.now()): Promise<void> {
    if (!this.settings.enabled) return;
    await this.sweep(nowMs);
    const freshSince = nowMs - this.settings.maxDeltaTimeSeconds * 1000;
    // One statement counts the failure, so failures at several instances at once all count.
    const row = await this.db
      .insertInto('idp_login_failures')
      .values({ guard: this.guard, subject: key, failures: 1, last_failure_ms: nowMs, locked_until_ms: 0 })
      .onConflict((conflict) =>
        conflict.columns(['guard', 'subject']).doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('idp_login_failures.last_failure_ms', '<', freshSince)
            .then(1)
            .else(eb('idp_login_failures.failures', '+', 1))
            .end(),
          locked_until_ms: eb
            .case()
            .when('idp_login_failures.last_failure_ms', '<', freshSince)
            .then(0)
            .else(eb.ref('idp_login_failures.locked_until_ms'))
            .end(),
          last_failure_ms: nowMs,
        })),
      )
      .returning(['failures'])
      .executeTakeFirstOrThrow();
    const count = row.failures;
    if (count % this.settings.failureFactor !== 0) return;
    const wait = Math.min(this.settings.waitIncrementSeconds * (count / this.settings.failureFactor), this.settings.maxFailureWaitSeconds);
    await this.db
      .updateTable('idp_login_failures')
      .set({ locked_until_ms: nowMs + wait * 1000 })
      .where('guard', '=', this.guard)
      .where('subject', '=', key)
      .where('locked_until_ms', '<', nowMs + wait * 1000)
      .execute();
  }

  async recordSuccess(key: string): Promise<void> {
    await this.db.deleteFrom('idp_login_failures').where('guard', '=', this.guard).where('subject', '=', key).execute();
  }

  private entry(key: string) {
    return this.db
      .selectFrom('idp_login_failures')
      .select(['failures', 'last_failure_ms', 'locked_until_ms'])
      .where('guard', '=', this.guard)
      .where('subject', '=', key)
      .executeTakeFirst();
  }

  private stale(lastFailureMs: number, nowMs: number): boolean {
    return nowMs - lastFailureMs > this.settings.maxDeltaTimeSeconds * 1000;
  }

  /**
   * Forgets counters that no longer count (stale and unlocked; a permanent lockout is kept) and
   * the least recently failed beyond `maxKeys`.
   */
  private async sweep(nowMs: number): Promise<void> {
    if (Math.abs(nowMs - this.sweptAt) < SWEEP_EVERY_MS) return;
    this.sweptAt = nowMs;
    if (!this.settings.permanentLockout) {
      await this.db
        .deleteFrom('idp_login_failures')
        .where('guard', '=', this.guard)
        .where('last_failure_ms', '<', nowMs - this.settings.maxDeltaTimeSeconds * 1000)
        .where('locked_until_ms', '<', nowMs)
        .execute();
    }
    const beyond = this.db
      .selectFrom('idp_login_failures')
      .select('subject')
      .where('guard', '=', this.guard)
      .orderBy('last_failure_ms', 'desc')
      .limit(1000)
      .offset(this.maxKeys);
    await this.db.deleteFrom('idp_login_failures').where('guard', '=', this.guard).where('subject', 'in', beyond).execute();
  }
}
