import type { BruteForceSettings } from './realm-types.ts';

interface Failures {
  count: number;
  lastFailure: number;
  lockedUntil: number;
}

/**
 * Keycloak-style brute-force detection per key: every `failureFactor` consecutive failures lock
 * the key for `waitIncrementSeconds` more (capped at `maxFailureWaitSeconds`); failures older
 * than `maxDeltaTimeSeconds` are forgotten; a success resets the count. At most `maxKeys` keys
 * are remembered (the least recently failed are forgotten first), so memory stays bounded.
 */
export class BruteForceGuard {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly settings: BruteForceSettings,
    private readonly maxKeys = 50_000,
  ) {}

  /** Seconds the key must still wait, or 0. */
  lockedFor(key: string, nowMs = Date.now()): number {
    if (!this.settings.enabled) return 0;
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (this.settings.permanentLockout && entry.count >= this.settings.failureFactor) return Number.POSITIVE_INFINITY;
    return Math.max(0, Math.ceil((entry.lockedUntil - nowMs) / 1000));
  }

  /** Recent consecutive failures of the key (0 once they are older than `maxDeltaTimeSeconds`). */
  failureCount(key: string, nowMs = Date.now()): number {
    const entry = this.failures.get(key);
    return entry && !this.stale(entry, nowMs) ? entry.count : 0;
  }

  recordFailure(key: string, nowMs = Date.now()): void {
    if (!this.settings.enabled) return;
    const previous = this.failures.get(key);
    const fresh = previous !== undefined && !this.stale(previous, nowMs);
    const count = fresh ? previous.count + 1 : 1;
    let lockedUntil = fresh ? previous.lockedUntil : 0;
    if (count % this.settings.failureFactor === 0) {
      const wait = Math.min(this.settings.waitIncrementSeconds * (count / this.settings.failureFactor), this.settings.maxFailureWaitSeconds);
      lockedUntil = nowMs + wait * 1000;
    }
    // Re-inserted so the map's order is the order of last failure (the oldest is forgotten first).
    this.failures.delete(key);
    this.failures.set(key, { count, lastFailure: nowMs, lockedUntil });
    for (const oldest of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(oldest);
    }
  }

  recordSuccess(key: string): void {
    this.failures.delete(key);
  }

  private stale(entry: Failures, nowMs: number): boolean {
    return nowMs - entry.lastFailure > this.settings.maxDeltaTimeSeconds * 1000;
  }
}
