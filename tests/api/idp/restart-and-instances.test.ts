import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { saveUserEdit, editableState } from '../../../src/server/api/users/user-edits.ts';
import { bearer, browserSignIn, pkcePair, postToken, SPA_CLIENT_ID, SPA_REDIRECT_URI } from '../../helpers/auth.ts';
import { oneDatabase } from './test-app.ts';

/**
 * Sessions outlive the server process and are shared by every instance on the database: a user
 * signed in before a restart, or through another instance behind the proxy, stays signed in; a
 * sign-out through one instance counts on the very next request to any other.
 */
const OIDC = '/auth/realms/vtlog/protocol/openid-connect';
let instances: Awaited<ReturnType<typeof oneDatabase>>;

beforeEach(async () => {
  instances = await oneDatabase();
});
afterEach(() => instances.close());

const home = (app: FastifyInstance, token: string) => app.inject({ url: '/api/probe/home', headers: bearer(token) });
const refresh = (app: FastifyInstance, refreshToken: string) =>
  postToken(app, { grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token: refreshToken });

/** keycloak-js's silent check on page load: an authorization request with the browser's SSO cookie. */
async function pageLoad(app: FastifyInstance, cookies: Record<string, string>) {
  const { verifier, challenge } = pkcePair();
  const query = {
    client_id: SPA_CLIENT_ID,
    redirect_uri: SPA_REDIRECT_URI,
    state: 's1',
    nonce: 'n1',
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  const response = await app.inject({ url: `${OIDC}/auth`, query, cookies });
  const code = typeof response.headers.location === 'string' ? new URLSearchParams(new URL(response.headers.location).hash.slice(1)).get('code') : null;
  return { response, code, verifier };
}

async function exchange(app: FastifyInstance, code: string, verifier: string) {
  return postToken(app, { grant_type: 'authorization_code', client_id: SPA_CLIENT_ID, code, redirect_uri: SPA_REDIRECT_URI, code_verifier: verifier });
}

describe('a restart keeps users signed in', () => {
  it('the access token, the refresh token and the SSO cookie all work on the restarted server', async () => {
    const before = await instances.start();
    const { tokens, cookies } = await browserSignIn(before, 'analista');
    expect((await home(before, tokens.access_token)).statusCode).toBe(200);
    await instances.stop(before);

    const after = await instances.start();
    expect((await home(after, tokens.access_token)).statusCode).toBe(200);
    const refreshed = await refresh(after, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect((await home(after, refreshed.json().access_token)).statusCode).toBe(200);
    // A page load signs in again from the cookie alone: a code at once, no login form.
    const load = await pageLoad(after, cookies);
    expect(load.response.statusCode).toBe(302);
    expect(load.response.body).not.toContain('kc-form-login');
    const fromCookie = await exchange(after, load.code ?? '', load.verifier);
    expect(fromCookie.statusCode).toBe(200);
    expect(decodeJwt(fromCookie.json().access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
  });
});

describe('two instances on one database', () => {
  it('a session created on A is usable on B: API calls, refresh, and the SSO cookie', async () => {
    const [a, b] = [await instances.start(), await instances.start()];
    const { tokens, cookies } = await browserSignIn(a, 'operador');
    expect((await home(b, tokens.access_token)).statusCode).toBe(200);
    const refreshed = await refresh(b, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect((await home(a, refreshed.json().access_token)).statusCode).toBe(200);
    expect((await pageLoad(b, cookies)).code).toBeTruthy();
  });

  it('a refresh token rotated on A is refused on B', async () => {
    const [a, b] = [await instances.start(), await instances.start()];
    const { tokens } = await browserSignIn(a, 'admin');
    expect((await refresh(a, tokens.refresh_token)).statusCode).toBe(200);
    const reused = await refresh(b, tokens.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_grant', error_description: 'Maximum allowed refresh token reuse exceeded' });
  });

  it('a rotated refresh token reused on B, after a restart of A, revokes the newer one on every instance', async () => {
    const [a, b] = [await instances.start(), await instances.start()];
    const { tokens } = await browserSignIn(a, 'admin');
    const newer = await refresh(a, tokens.refresh_token);
    expect(newer.statusCode).toBe(200);
    await instances.stop(a);
    const restarted = await instances.start();
    expect((await refresh(b, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(restarted, newer.json().refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('of two refreshes with one token at once, on A and on B, exactly one succeeds', async () => {
    const [a, b] = [await instances.start(), await instances.start()];
    const { tokens } = await browserSignIn(a, 'admin');
    const answers = await Promise.all([refresh(a, tokens.refresh_token), refresh(b, tokens.refresh_token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('of eight rotations of one refresh token at once, through the stores of A and B, exactly one wins', async () => {
    const [a, b] = [await instances.start(), await instances.start()];
    const stores = [a.embeddedIdp!.store, b.embeddedIdp!.store];
    await stores[0]!.rotateRefreshToken('session-1', SPA_CLIENT_ID, 'jti-0');
    const wins = await Promise.all(Array.from({ length: 8 }, (_, i) => stores[i % 2]!.rotateRefreshToken('session-1', SPA_CLIENT_ID, `jti-${i + 1}`, 'jti-0')));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('a logout on A makes B refuse the access token on the very next request, and the refresh', async () => {
    const [a, b] = [await instances.start(), await instances.start()];
    const { tokens, cookies } = await browserSignIn(a, 'analista');
    // B has checked (and cached the permissions of) this token before the logout.
    expect((await home(b, tokens.access_token)).statusCode).toBe(200);
    const logout = await a.inject({
      url: `${OIDC}/logout`,
      cookies,
      query: { client_id: SPA_CLIENT_ID, post_logout_redirect_uri: SPA_REDIRECT_URI, id_token_hint: tokens.id_token },
    });
    expect(logout.statusCode).toBe(302);
    const refused = await home(b, tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await refresh(b, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant', error_description: 'Session not active' });
    expect((await pageLoad(b, cookies)).response.body).toContain('kc-form-login');
  });

  it('a user disabled through A is refused by B at once; enabled again, accepted again', async () => {
    const [a, b] = [await instances.start(), await instances.start()];
    const { tokens } = await browserSignIn(a, 'operador');
    expect((await home(b, tokens.access_token)).statusCode).toBe(200);
    const idp = a.embeddedIdp!;
    const user = idp.user(decodeJwt(tokens.access_token).sub ?? '')!;
    const setEnabled = async (enabled: boolean) => {
      const state = { ...editableState(user), enabled };
      await saveUserEdit(instances.db, user.id, state, 'admin', new Date());
      idp.editUser(user.id, state);
    };
    await setEnabled(false);
    expect((await home(b, tokens.access_token)).statusCode).toBe(401);
    await setEnabled(true);
    expect((await home(b, tokens.access_token)).statusCode).toBe(200);
  });
});
