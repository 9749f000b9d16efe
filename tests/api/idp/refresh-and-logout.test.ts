import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  browserSignIn,
  loginThroughForm,
  pkcePair,
  postToken,
  resignedToken,
  SPA_CLIENT_ID,
  SPA_REDIRECT_URI,
  tokensFor,
  type TokenSet,
} from '../../helpers/auth.ts';
import { buildIdpTestApp } from './test-app.ts';

const OIDC = '/auth/realms/vtlog/protocol/openid-connect';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

const refresh = (refreshToken: string, clientId = SPA_CLIENT_ID) =>
  postToken(app, { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken });

/** keycloak-js signing in again with the browser's SSO cookie alone (a page load, another tab): code, then tokens. */
async function signInFromCookie(cookies: Record<string, string>): Promise<TokenSet> {
  const { verifier, challenge } = pkcePair();
  const query = {
    client_id: SPA_CLIENT_ID,
    redirect_uri: SPA_REDIRECT_URI,
    state: 's',
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  const sso = await app.inject({ url: `${OIDC}/auth`, query, cookies });
  const code = new URLSearchParams(new URL(String(sso.headers.location)).hash.slice(1)).get('code') ?? '';
  const tokens = await postToken(app, {
    grant_type: 'authorization_code',
    client_id: SPA_CLIENT_ID,
    code,
    redirect_uri: SPA_REDIRECT_URI,
    code_verifier: verifier,
  });
  expect(tokens.statusCode).toBe(200);
  return tokens.json<TokenSet>();
}

describe('refresh_token grant', () => {
  it('rotates: the new refresh token works, the used one is refused', async () => {
    const first = await tokensFor(app, 'admin');
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json().access_token).not.toBe(first.access_token);
    expect((await refresh(second.json().refresh_token)).statusCode).toBe(200);
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_grant', error_description: 'Maximum allowed refresh token reuse exceeded' });
  });

  it("reusing a rotated refresh token revokes the session's refresh tokens: the newer one is refused too", async () => {
    const { tokens: first, cookies } = await browserSignIn(app, 'analista');
    const otherSession = await tokensFor(app, 'analista');
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    const newer = await refresh(second.json().refresh_token);
    expect(newer.statusCode).toBe(400);
    expect(newer.json()).toMatchObject({ error: 'invalid_grant' });
    // Only that session's: another sign-in of the user goes on, and the browser, whose SSO session
    // stays, gets a new grant from its cookie without a password.
    expect((await refresh(otherSession.refresh_token)).statusCode).toBe(200);
    const fresh = await signInFromCookie(cookies);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
  });

  it('refuses the token of an earlier sign-in of the session (another tab) without revoking the later one', async () => {
    const { tokens: firstTab, cookies } = await browserSignIn(app, 'operador');
    const secondTab = await signInFromCookie(cookies);
    expect((await refresh(firstTab.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(secondTab.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await tokensFor(app, 'admin');
    const now = Math.floor(Date.now() / 1000);
    const expired = await resignedToken(app, tokens.refresh_token, (c) => ({ ...c, iat: now - 2000, exp: now - 10 }));
    const response = await refresh(expired);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'Token is not active' });
  });

  it('refuses a refresh token presented by another client, or an access token', async () => {
    const tokens = await tokensFor(app, 'admin');
    expect((await refresh(tokens.refresh_token, 'vtlog-api')).json().error).toBe('invalid_client');
    expect((await refresh(tokens.access_token)).json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid refresh token' });
  });
});

describe('client authentication on the token endpoint', () => {
  it.each([
    ['bad percent escape', `Basic ${Buffer.from('%E0%A4%A:secret').toString('base64')}`],
    ['no colon', `Basic ${Buffer.from('vtlog-web').toString('base64')}`],
    ['not base64', 'Basic ***'],
    ['empty', 'Basic '],
  ])('answers 401 invalid_client to a malformed Basic header (%s), never 500', async (_name, authorization) => {
    const response = await postToken(app, { grant_type: 'refresh_token', refresh_token: 'x' }, { authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' });
  });

  it('reads a well-formed Basic header (form-urlencoded id and secret)', async () => {
    const tokens = await tokensFor(app, 'admin');
    const authorization = `Basic ${Buffer.from(`${encodeURIComponent(SPA_CLIENT_ID)}:any+secret%21`).toString('base64')}`;
    expect((await postToken(app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, { authorization })).statusCode).toBe(200);
  });

  it('ignores an unreadable Basic header when the form names the client (as Keycloak does)', async () => {
    const tokens = await tokensFor(app, 'admin');
    const response = await postToken(
      app,
      { grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token: tokens.refresh_token },
      { authorization: 'Basic %%%' },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('userinfo and account', () => {
  it('answers the profile to a valid bearer token and 401 otherwise', async () => {
    const tokens = await tokensFor(app, 'operador');
    const info = await app.inject({ url: `${OIDC}/userinfo`, headers: bearer(tokens.access_token) });
    expect(info.json()).toMatchObject({
      preferred_username: 'operador',
      given_name: 'Carla',
      family_name: 'Operadora',
      email: 'carla.operadora@vtlog.local',
      name: 'Carla Operadora',
    });
    const account = await app.inject({ url: '/auth/realms/vtlog/account', headers: { ...bearer(tokens.access_token), accept: 'application/json' } });
    expect(account.json()).toMatchObject({ username: 'operador', firstName: 'Carla', lastName: 'Operadora', email: 'carla.operadora@vtlog.local' });
    const bad = await app.inject({ url: `${OIDC}/userinfo`, headers: bearer(tokens.id_token) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'invalid_token', error_description: 'Token verification failed' });
  });
});

describe('logout', () => {
  it('with id_token_hint: no confirmation page, session ended, back to the app', async () => {
    const { tokens, cookies } = await browserSignIn(app, 'analista');
    const response = await app.inject({
      url: `${OIDC}/logout`,
      cookies,
      query: { client_id: SPA_CLIENT_ID, post_logout_redirect_uri: 'http://localhost:8080/', id_token_hint: tokens.id_token },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:8080/');
    expect((await refresh(tokens.refresh_token)).json()).toEqual({ error: 'invalid_grant', error_description: 'Session not active' });
    expect((await app.inject({ url: '/api/probe/home', headers: bearer(tokens.access_token) })).statusCode).toBe(401);
  });

  it("another user's ID token (even expired) ends nobody's session", async () => {
    const victim = await tokensFor(app, 'admin');
    const now = Math.floor(Date.now() / 1000);
    const expiredHint = await resignedToken(app, victim.id_token, (c) => ({ ...c, iat: now - 4000, exp: now - 3600 }));
    const attacker = await browserSignIn(app, 'analista');
    for (const [hint, cookies] of [
      [victim.id_token, {}],
      [expiredHint, {}],
      [victim.id_token, attacker.cookies],
    ] as const) {
      const response = await app.inject({
        url: `${OIDC}/logout`,
        cookies,
        query: { client_id: SPA_CLIENT_ID, post_logout_redirect_uri: 'http://localhost:8080/', id_token_hint: hint },
      });
      expect(response.statusCode).not.toBe(500);
    }
    expect((await refresh(victim.refresh_token)).statusCode).toBe(200);
    // The attacker's own browser was asked to confirm instead of being signed out silently.
    expect((await refresh(attacker.tokens.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a post_logout_redirect_uri that is not registered', async () => {
    const tokens = await tokensFor(app, 'analista');
    const response = await app.inject({ url: `${OIDC}/logout`, query: { post_logout_redirect_uri: 'https://evil.example/', id_token_hint: tokens.id_token } });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it("without id_token_hint asks for confirmation (pt-BR) and ends only the browser's session", async () => {
    const otherSession = await tokensFor(app, 'admin');
    const login = await loginThroughForm(app, 'admin');
    const cookies = { KEYCLOAK_IDENTITY: login.cookies.KEYCLOAK_IDENTITY ?? '' };
    const page = await app.inject({ url: `${OIDC}/logout`, cookies });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Deseja finalizar sua sessão?');
    const confirm = /name="confirm" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const forged = await app.inject({
      method: 'POST',
      url: `${OIDC}/logout`,
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=forged',
    });
    expect(forged.body).toContain('Deseja finalizar sua sessão?');
    const done = await app.inject({
      method: 'POST',
      url: `${OIDC}/logout`,
      cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `confirm=${confirm}`,
    });
    expect(done.body).toContain('Você saiu do Vehicles Tracking.');
    expect(done.cookies.find((c) => c.name === 'KEYCLOAK_SESSION')?.value).toBe('');
    const sso = await app.inject({
      url: `${OIDC}/auth`,
      cookies,
      query: {
        client_id: SPA_CLIENT_ID,
        redirect_uri: 'http://localhost:8080/',
        response_type: 'code',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
        prompt: 'none',
      },
    });
    expect(sso.headers.location).toContain('error=login_required');
    expect((await refresh(otherSession.refresh_token)).statusCode).toBe(200);
  });
});
