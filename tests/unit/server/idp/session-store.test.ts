import { afterEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../../src/server/db/database.ts';
import { DatabaseSessionStore } from '../../../../src/server/idp/database-session-store.ts';
import type { PendingLogin, StoreLimits } from '../../../../src/server/idp/session-store.ts';
import { migratedDatabase } from './migrated-database.ts';

const later = () => Math.floor(Date.now() / 1000) + 1800;

const login = (over: Partial<PendingLogin> = {}): Omit<PendingLogin, 'tabId'> => ({
  browserId: 'b1',
  address: '10.0.0.1',
  clientId: 'vtlog-web',
  redirectUri: 'http://localhost:8080/',
  responseMode: 'fragment',
  state: 's',
  nonce: 'n',
  scope: 'openid',
  codeChallenge: undefined,
  codeChallengeMethod: undefined,
  expiresAt: later(),
  ...over,
});

const opened: AppDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.destroy();
});

const store = async (limits: Partial<StoreLimits> = {}) => {
  const database = await migratedDatabase();
  opened.push(database);
  return new DatabaseSessionStore(database.db, { idleSeconds: 1800, maxSeconds: 36000, ...limits });
};

const alive = async (s: DatabaseSessionStore, p: PendingLogin) => (await s.pendingLogin(p.tabId, p.browserId)) !== undefined;
const allAlive = (s: DatabaseSessionStore, list: PendingLogin[]) => Promise.all(list.map((p) => alive(s, p)));
/** One after another, as requests arrive: the bounds drop the oldest. */
async function inOrder<T, R>(items: T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await each(item));
  return results;
}

describe('pending logins are bounded', () => {
  it('per browser: the oldest tab of that browser is dropped, other browsers keep theirs', async () => {
    const s = await store({ pendingPerBrowser: 2 });
    const other = await s.addPending(login({ browserId: 'b2' }));
    const tabs = await inOrder([1, 2, 3], () => s.addPending(login()));
    expect(await allAlive(s, tabs)).toEqual([false, true, true]);
    expect(await alive(s, other)).toBe(true);
  });

  it('per client address, whatever browser cookie it sends (or none)', async () => {
    const s = await store({ pendingPerAddress: 2 });
    const other = await s.addPending(login({ address: '10.0.0.2', browserId: 'x' }));
    const tabs = await inOrder(['a', 'b', 'c'], (browserId) => s.addPending(login({ browserId })));
    expect(await allAlive(s, tabs)).toEqual([false, true, true]);
    expect(await alive(s, other)).toBe(true);
  });

  it('overall, by count and by the characters they hold', async () => {
    const byCount = await store({ pending: 2 });
    const counted = await inOrder(['a', 'b', 'c'], (address) => byCount.addPending(login({ address, browserId: address })));
    expect(await allAlive(byCount, counted)).toEqual([false, true, true]);

    const byChars = await store({ pendingChars: 10_000 });
    const big = await inOrder(['a', 'b', 'c'], (address) => byChars.addPending(login({ address, browserId: address, state: 'x'.repeat(4000) })));
    expect(await allAlive(byChars, big)).toEqual([false, true, true]);
  });

  it('frees expired ones first, so they never push out a live one', async () => {
    const s = await store({ pending: 2 });
    await s.addPending(login({ browserId: 'old', expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    const live = await inOrder(['a', 'b'], (browserId) => s.addPending(login({ browserId })));
    expect(await allAlive(s, live)).toEqual([true, true]);
  });

  it('the table never holds more than the bound, however many arrive', async () => {
    const s = await store({ pending: 5, pendingPerAddress: 1000, pendingPerBrowser: 1000 });
    await inOrder(
      Array.from({ length: 40 }, (_, i) => i),
      (i) => s.addPending(login({ browserId: `b${i}` })),
    );
    const rows = await opened[0]!.db.selectFrom('idp_pending_logins').select('tab_id').execute();
    expect(rows).toHaveLength(5);
  });
});

describe('codes and sessions are bounded', () => {
  it('drops the oldest code beyond the limit', async () => {
    const s = await store({ codes: 2 });
    const code = {
      clientId: 'vtlog-web',
      redirectUri: 'http://localhost:8080/',
      sessionId: 's',
      nonce: undefined,
      scope: 'openid',
      codeChallenge: undefined,
      codeChallengeMethod: undefined,
      expiresAt: later(),
    };
    const [first, second, third] = await inOrder([1, 2, 3], () => s.addCode(code));
    expect(await s.takeCode(first!.code)).toBeUndefined();
    expect(await s.takeCode(second!.code)).toBeDefined();
    expect(await s.takeCode(third!.code)).toBeDefined();
  });

  it("ends the oldest session of a user beyond the per-user limit, never another user's", async () => {
    const s = await store({ sessionsPerUser: 2 });
    const other = await s.createSession('u2');
    const mine = await inOrder([1, 2, 3], () => s.createSession('u1'));
    expect(await Promise.all([other, ...mine].map(async (x) => (await s.activeSession(x.id)) !== undefined))).toEqual([true, false, true, true]);
  });

  it('ends the oldest session beyond the limit', async () => {
    const s = await store({ sessions: 2 });
    const [first, second, third] = await inOrder(['u1', 'u2', 'u3'], (user) => s.createSession(user));
    expect(await Promise.all([first!, second!, third!].map(async (x) => (await s.activeSession(x.id)) !== undefined))).toEqual([false, true, true]);
    expect(await s.sessionByIdentity(first!.identitySecret)).toBeUndefined();
  });

  it('keeps only a hash of the identity secret', async () => {
    const s = await store();
    const session = await s.createSession('u1');
    const row = await opened[0]!.db.selectFrom('idp_sessions').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(session.identitySecret);
    expect(await s.sessionByIdentity(session.identitySecret)).toMatchObject({ id: session.id, userId: 'u1' });
  });
});
