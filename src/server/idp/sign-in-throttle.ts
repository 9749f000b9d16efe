import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BruteForceGuard } from './brute-force.ts';
import { PasswordCheckGate } from './password-check-gate.ts';
import type { BruteForceSettings } from './realm-types.ts';

/** Failures from one address, across every name typed, that lock the address: this × failureFactor. */
const ADDRESS_FAILURE_FACTOR = 4;
/** Longest global slow-down of a name that many addresses keep failing on. */
const MAX_SLOWDOWN_SECONDS = 3;

/**
 * Sign-in throttling. Every key is what the client typed, never whether that user exists, so
 * unknown and known names get the same answer, status and cost.
 * - name + client address: the realm's Keycloak brute-force settings. An attacker locks only
 *   their own attempts, never the real user's sign-in from another address.
 * - client address: failures across every name (password spraying) lock the address after
 *   ADDRESS_FAILURE_FACTOR × failureFactor, with the realm's wait increments.
 * - name, from any address: a slow-down instead of a lockout (one second more per failureFactor
 *   recent failures, at most MAX_SLOWDOWN_SECONDS), so guessing from many addresses stays slow
 *   while the real user can still sign in.
 * - bounded parallel password checks (PasswordCheckGate).
 * The counters are shared by every instance on the database; the password-check slots are this
 * process's own (they bound its CPU and memory).
 */
export class SignInThrottle {
  private readonly perAccount: BruteForceGuard;
  private readonly perAddress: BruteForceGuard;
  private readonly perName: BruteForceGuard;
  private readonly gate = new PasswordCheckGate();

  constructor(
    db: Kysely<Database>,
    private readonly settings: BruteForceSettings,
  ) {
    this.perAccount = new BruteForceGuard(db, 'account', settings);
    this.perAddress = new BruteForceGuard(db, 'address', {
      ...settings,
      permanentLockout: false,
      failureFactor: settings.failureFactor * ADDRESS_FAILURE_FACTOR,
    });
    this.perName = new BruteForceGuard(db, 'name', { ...settings, permanentLockout: false });
  }

  /** Seconds before `name` may be tried again from `address` (0 when it may). */
  async lockedFor(name: string, address: string, nowMs = Date.now()): Promise<number> {
    const [account, fromAddress] = await Promise.all([this.perAccount.lockedFor(accountKey(name, address), nowMs), this.perAddress.lockedFor(address, nowMs)]);
    return Math.max(account, fromAddress);
  }

  /** The global slow-down of `name`, in milliseconds. */
  async slowDownMs(name: string, nowMs = Date.now()): Promise<number> {
    if (!this.settings.enabled) return 0;
    const steps = Math.floor((await this.perName.failureCount(name, nowMs)) / this.settings.failureFactor);
    return Math.min(steps, MAX_SLOWDOWN_SECONDS) * 1000;
  }

  /** Runs the password check after the slow-down, in a bounded slot; `busy` when too many are waiting. */
  async check<T>(name: string, address: string, task: () => Promise<T>): Promise<T | 'busy'> {
    return this.gate.run(address, task, await this.slowDownMs(name));
  }

  async recordFailure(name: string, address: string, nowMs = Date.now()): Promise<void> {
    await this.perAccount.recordFailure(accountKey(name, address), nowMs);
    await this.perAddress.recordFailure(address, nowMs);
    await this.perName.recordFailure(name, nowMs);
  }

  async recordSuccess(name: string, address: string): Promise<void> {
    await this.perAccount.recordSuccess(accountKey(name, address));
  }
}

function accountKey(name: string, address: string): string {
  return `${address}\n${name}`;
}
