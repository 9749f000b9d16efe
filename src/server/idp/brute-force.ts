import type { BruteForceSettings } from './realm-types.ts';

interface Failures {
  count: number;
  lastFailure: number;
  lockedUntil: number;
}

/**
 * Keycloak-style brute-force detection per user: every `failureFactor` consecutive failures lock
 * the account for `waitIncrementSeconds` more (capped at `maxFailureWaitSeconds`); failures older
 * than `maxDeltaTimeSeconds` are forgotten; a successful login resets the count.
 */
export class BruteForceGuard {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly settings: BruteForceSettings) {}

  /** Seconds the user must still wait, or 0. */
  lockedFor(userId: string, nowMs = Date.now()): number {
    if (!this.settings.enabled) return 0;
    const entry = this.failures.get(userId);
    if (!entry) return 0;
    if (this.settings.permanentLockout && entry.count >= this.settings.failureFactor) return Number.POSITIVE_INFINITY;
    return Math.max(0, Math.ceil((entry.lockedUntil - nowMs) / 1000));
  }

  recordFailure(userId: string, nowMs = Date.now()): void {
    if (!this.settings.enabled) return;
    const previous = this.failures.get(userId);
    const stale = previous && nowMs - previous.lastFailure > this.settings.maxDeltaTimeSeconds * 1000;
    const count = stale || !previous ? 1 : previous.count + 1;
    let lockedUntil = stale || !previous ? 0 : previous.lockedUntil;
    if (count % this.settings.failureFactor === 0) {
      const wait = Math.min(this.settings.waitIncrementSeconds * (count / this.settings.failureFactor), this.settings.maxFailureWaitSeconds);
      lockedUntil = nowMs + wait * 1000;
    }
    this.failures.set(userId, { count, lastFailure: nowMs, lockedUntil });
  }

  recordSuccess(userId: string): void {
    this.failures.delete(userId);
  }
}
