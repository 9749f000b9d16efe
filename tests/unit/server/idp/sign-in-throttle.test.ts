import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../../src/server/db/database.ts';
import { PasswordCheckGate } from '../../../../src/server/idp/password-check-gate.ts';
import type { BruteForceSettings } from '../../../../src/server/idp/realm-types.ts';
import { SignInThrottle } from '../../../../src/server/idp/sign-in-throttle.ts';
import { migratedDatabase } from './migrated-database.ts';

/** The realm file's settings (identity/realm-vtlog.json). */
const settings: BruteForceSettings = {
  enabled: true,
  permanentLockout: false,
  failureFactor: 5,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 900,
  maxDeltaTimeSeconds: 43200,
};
const t0 = 1_000_000_000_000;

const opened: AppDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.destroy();
});

async function newThrottle(): Promise<SignInThrottle> {
  const database = await migratedDatabase();
  opened.push(database);
  return new SignInThrottle(database.db, settings);
}

describe('SignInThrottle', () => {
  it('locks a name only for the address that failed on it', async () => {
    const throttle = await newThrottle();
    for (let i = 0; i < 5; i++) await throttle.recordFailure('admin', '10.0.0.66', t0 + i);
    expect(await throttle.lockedFor('admin', '10.0.0.66', t0 + 10)).toBe(60);
    expect(await throttle.lockedFor('admin', '10.0.0.7', t0 + 10)).toBe(0);
    expect(await throttle.lockedFor('admin', '10.0.0.66', t0 + 61_000)).toBe(0);
  });

  it('keeps admin reachable from another address under 5 bad passwords a minute from many addresses, only slowed down', async () => {
    const throttle = await newThrottle();
    for (let minute = 0; minute < 600; minute++) {
      for (let i = 0; i < 5; i++) await throttle.recordFailure('admin', `10.1.${minute % 250}.${i}`, t0 + minute * 60_000 + i);
    }
    const now = t0 + 600 * 60_000;
    expect(await throttle.lockedFor('admin', '192.168.0.10', now)).toBe(0);
    expect(await throttle.slowDownMs('admin', now)).toBe(3000);
    expect(await throttle.slowDownMs('operador', now)).toBe(0);
  });

  it('grows the slow-down one second per failureFactor failures of a name, and forgets them after maxDeltaTimeSeconds', async () => {
    const throttle = await newThrottle();
    for (let i = 0; i < 9; i++) await throttle.recordFailure('admin', `10.2.0.${i}`, t0 + i);
    expect(await throttle.slowDownMs('admin', t0 + 10)).toBe(1000);
    await throttle.recordFailure('admin', '10.2.0.99', t0 + 11);
    expect(await throttle.slowDownMs('admin', t0 + 12)).toBe(2000);
    expect(await throttle.slowDownMs('admin', t0 + 43_201_000)).toBe(0);
  });

  it('locks an address that sprays many names (known or not) after 4 × failureFactor failures', async () => {
    const throttle = await newThrottle();
    for (let i = 0; i < 19; i++) await throttle.recordFailure(`user${i}`, '10.0.0.9', t0 + i);
    expect(await throttle.lockedFor('another', '10.0.0.9', t0 + 20)).toBe(0);
    await throttle.recordFailure('user19', '10.0.0.9', t0 + 21);
    expect(await throttle.lockedFor('another', '10.0.0.9', t0 + 22)).toBe(60);
    expect(await throttle.lockedFor('another', '10.0.0.10', t0 + 22)).toBe(0);
  });

  it("a success resets that address's count for the name", async () => {
    const throttle = await newThrottle();
    for (let i = 0; i < 4; i++) await throttle.recordFailure('admin', '10.0.0.1', t0 + i);
    await throttle.recordSuccess('admin', '10.0.0.1');
    await throttle.recordFailure('admin', '10.0.0.1', t0 + 10);
    expect(await throttle.lockedFor('admin', '10.0.0.1', t0 + 11)).toBe(0);
  });
});

describe('PasswordCheckGate', () => {
  const deferred = () => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('runs at most `parallel` checks at once; the rest wait their turn', async () => {
    const gate = new PasswordCheckGate({ parallel: 2, queued: 10, perAddress: 10 });
    const release = deferred();
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await release.promise;
      running--;
      return true;
    };
    const results = Array.from({ length: 6 }, (_, i) => gate.run(`10.0.0.${i}`, task));
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(2);
    release.resolve();
    expect(await Promise.all(results)).toEqual([true, true, true, true, true, true]);
    expect(peak).toBe(2);
  });

  it("answers busy beyond an address's share or the server's line, and frees the shares afterwards", async () => {
    const gate = new PasswordCheckGate({ parallel: 1, queued: 3, perAddress: 2 });
    const release = deferred();
    const task = () => release.promise.then(() => 'checked');
    const mine = [gate.run('a', task), gate.run('a', task), gate.run('a', task)];
    expect(await mine[2]).toBe('busy');
    const others = [gate.run('b', task), gate.run('c', task), gate.run('d', task)];
    expect(await others[2]).toBe('busy');
    release.resolve();
    expect(await Promise.all([mine[0], mine[1], others[0], others[1]])).toEqual(['checked', 'checked', 'checked', 'checked']);
    expect(await gate.run('a', task)).toBe('checked');
  });
});
