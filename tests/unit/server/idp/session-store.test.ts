import { describe, expect, it } from 'vitest';
import { MemorySessionStore, type PendingLogin } from '../../../../src/server/idp/session-store.ts';

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

const store = (limits: Partial<ConstructorParameters<typeof MemorySessionStore>[0]> = {}) =>
  new MemorySessionStore({ idleSeconds: 1800, maxSeconds: 36000, ...limits });

const alive = (s: MemorySessionStore, p: PendingLogin) => s.pendingLogin(p.tabId, p.browserId) !== undefined;

describe('pending logins are bounded', () => {
  it('per browser: the oldest tab of that browser is dropped, other browsers keep theirs', () => {
    const s = store({ pendingPerBrowser: 2 });
    const other = s.addPending(login({ browserId: 'b2' }));
    const [first, second, third] = [s.addPending(login()), s.addPending(login()), s.addPending(login())];
    expect([first, second, third].map((p) => alive(s, p))).toEqual([false, true, true]);
    expect(alive(s, other)).toBe(true);
  });

  it('per client address, whatever browser cookie it sends (or none)', () => {
    const s = store({ pendingPerAddress: 2 });
    const other = s.addPending(login({ address: '10.0.0.2', browserId: 'x' }));
    const [first, second, third] = ['a', 'b', 'c'].map((browserId) => s.addPending(login({ browserId })));
    expect([first, second, third].map((p) => p !== undefined && alive(s, p))).toEqual([false, true, true]);
    expect(alive(s, other)).toBe(true);
  });

  it('overall, by count and by the characters they hold', () => {
    const byCount = store({ pending: 2 });
    const counted = ['a', 'b', 'c'].map((address) => byCount.addPending(login({ address, browserId: address })));
    expect(counted.map((p) => alive(byCount, p))).toEqual([false, true, true]);

    const byChars = store({ pendingChars: 10_000 });
    const big = ['a', 'b', 'c'].map((address) => byChars.addPending(login({ address, browserId: address, state: 'x'.repeat(4000) })));
    expect(big.map((p) => alive(byChars, p))).toEqual([false, true, true]);
  });

  it('frees expired ones first, so they never push out a live one', () => {
    const s = store({ pending: 2 });
    s.addPending(login({ browserId: 'old', expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    const live = [s.addPending(login({ browserId: 'a' })), s.addPending(login({ browserId: 'b' }))];
    expect(live.map((p) => alive(s, p))).toEqual([true, true]);
  });
});

describe('codes and sessions are bounded', () => {
  it('drops the oldest code beyond the limit', () => {
    const s = store({ codes: 2 });
    const code = { clientId: 'vtlog-web', redirectUri: 'http://localhost:8080/', sessionId: 's', nonce: undefined, scope: 'openid', codeChallenge: undefined, codeChallengeMethod: undefined, expiresAt: later() };
    const [first, second, third] = [s.addCode(code), s.addCode(code), s.addCode(code)];
    expect(s.takeCode(first.code)).toBeUndefined();
    expect(s.takeCode(second.code)).toBeDefined();
    expect(s.takeCode(third.code)).toBeDefined();
  });

  it('ends the oldest session of a user beyond the per-user limit, never another user\'s', () => {
    const s = store({ sessionsPerUser: 2 });
    const other = s.createSession('u2');
    const [first, second, third] = [s.createSession('u1'), s.createSession('u1'), s.createSession('u1')];
    expect([other, first, second, third].map((x) => s.activeSession(x.id) !== undefined)).toEqual([true, false, true, true]);
  });

  it('ends the oldest session beyond the limit', () => {
    const s = store({ sessions: 2 });
    const [first, second, third] = [s.createSession('u1'), s.createSession('u2'), s.createSession('u3')];
    expect([first, second, third].map((x) => s.activeSession(x.id) !== undefined)).toEqual([false, true, true]);
    expect(s.sessionByIdentity(first.identitySecret)).toBeUndefined();
  });
});
