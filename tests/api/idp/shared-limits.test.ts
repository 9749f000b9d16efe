import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginThroughForm, postToken, SPA_CLIENT_ID, SPA_REDIRECT_URI } from '../../helpers/auth.ts';
import { openLoginForm, postLoginForm } from './login-form.ts';
import { oneDatabase } from './test-app.ts';

/**
 * The limits on what anyone can do without an account hold across instances: failures counted by
 * one instance lock the sign-in at the others, pending logins stay bounded however the proxy
 * spreads the requests, and a code is redeemed once whichever instances it is posted to.
 */
let instances: Awaited<ReturnType<typeof oneDatabase>>;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  instances = await oneDatabase();
  [a, b] = [await instances.start(), await instances.start()];
});
afterAll(() => instances.close());

const loginPage = (app: FastifyInstance, address: string, browser?: string) => openLoginForm(app, address, browser);
const post = postLoginForm;

describe('sign-in lockouts are counted across instances', () => {
  it('5 bad passwords spread over A and B lock the name for that address on both', async () => {
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? a : b;
      await post(app, '10.20.0.66', await loginPage(app, '10.20.0.66'), 'admin', 'errada');
    }
    for (const app of [a, b]) {
      const locked = await post(app, '10.20.0.66', await loginPage(app, '10.20.0.66'), 'admin', 'admin');
      expect(locked.statusCode).toBe(429);
      expect(locked.body).toContain('Conta temporariamente bloqueada');
    }
    expect((await post(b, '10.20.0.7', await loginPage(b, '10.20.0.7'), 'admin', 'admin')).statusCode).toBe(302);
  });
});

describe('pending logins stay bounded across instances', () => {
  it('20 per browser in the shared table: the oldest tab, opened on A, expires on B', async () => {
    const first = await loginPage(a, '10.21.0.1');
    for (let i = 0; i < 20; i++) await loginPage(i % 2 === 0 ? b : a, '10.21.0.1', first.browser);
    const rows = await instances.db.selectFrom('idp_pending_logins').select('tab_id').where('browser_id', '=', first.browser).execute();
    expect(rows).toHaveLength(20);
    const expired = await post(b, '10.21.0.1', first, 'analista', 'analista');
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('A página de login expirou.');
  });

  it('a form opened on A is posted on B (the proxy may send the two requests anywhere), once', async () => {
    const form = await loginPage(a, '10.21.0.2');
    expect((await post(b, '10.21.0.2', form, 'analista', 'analista')).statusCode).toBe(302);
    expect((await post(a, '10.21.0.2', form, 'analista', 'analista')).body).toContain('A página de login expirou.');
  });
});

describe('authorization codes are single-use across instances', () => {
  it('of two concurrent redemptions of one code, on A and on B, exactly one gets tokens', async () => {
    const login = await loginThroughForm(a, 'operador');
    const form = {
      grant_type: 'authorization_code',
      client_id: SPA_CLIENT_ID,
      code: login.code,
      redirect_uri: login.redirectUri,
      code_verifier: login.verifier,
    };
    const answers = await Promise.all([postToken(a, form), postToken(b, form)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)?.json()).toEqual({ error: 'invalid_grant', error_description: 'Code not valid' });
    expect((await postToken(b, form)).statusCode).toBe(400);
  });

  it('of eight takes of one code at once, through the stores of A and B, exactly one gets it', async () => {
    const stores = [a.embeddedIdp!.store, b.embeddedIdp!.store];
    const code = await stores[0]!.addCode({
      clientId: SPA_CLIENT_ID,
      redirectUri: SPA_REDIRECT_URI,
      sessionId: 's',
      nonce: undefined,
      scope: 'openid',
      codeChallenge: undefined,
      codeChallengeMethod: undefined,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const takes = await Promise.all(Array.from({ length: 8 }, (_, i) => stores[i % 2]!.takeCode(code.code)));
    expect(takes.filter((taken) => taken !== undefined)).toHaveLength(1);
  });
});
