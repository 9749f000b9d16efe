import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginThroughForm, pkcePair, postToken, SPA_CLIENT_ID, SPA_REDIRECT_URI } from '../../helpers/auth.ts';
import { buildIdpTestApp } from './test-app.ts';

const AUTH = '/auth/realms/vtlog/protocol/openid-connect/auth';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

const authorize = (query: Record<string, string>, cookies: Record<string, string> = {}) => app.inject({ method: 'GET', url: AUTH, query, cookies });

const validQuery = () => ({
  client_id: SPA_CLIENT_ID,
  redirect_uri: SPA_REDIRECT_URI + 'vehicles/search?sid=last',
  state: 'st-1',
  response_mode: 'fragment',
  response_type: 'code',
  scope: 'openid',
  code_challenge: pkcePair().challenge,
  code_challenge_method: 'S256',
});

const exchange = (code: string, verifier: string, redirectUri = SPA_REDIRECT_URI) =>
  postToken(app, { grant_type: 'authorization_code', client_id: SPA_CLIENT_ID, code, redirect_uri: redirectUri, code_verifier: verifier });

describe('login page', () => {
  it('is in pt-BR, names the product, labels its fields and uses no inline script or style', async () => {
    const page = await authorize(validQuery());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('Vehicles Tracking');
    expect(page.body).toMatch(/<label for="username">Usuário ou e-mail<\/label>/);
    expect(page.body).toMatch(/<label for="password">Senha<\/label>/);
    expect(page.body).toMatch(/id="username"[^>]*autofocus/);
    expect(page.body).not.toMatch(/<script|style=/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await app.inject({ url: '/auth/resources/vtlog/login.css' })).body).toContain('prefers-color-scheme: dark');
  });

  it('re-shows the form with 401 and an announced pt-BR error on a wrong password', async () => {
    const page = await authorize(validQuery());
    const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const browser = page.cookies.find((c) => c.name === 'AUTH_SESSION_ID')?.value ?? '';
    const posted = await app.inject({
      method: 'POST',
      url: action,
      cookies: { AUTH_SESSION_ID: browser },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=analista&password=errada',
    });
    expect(posted.statusCode).toBe(401);
    expect(posted.body).toContain('<div id="login-error" class="alert" role="alert">Usuário ou senha inválidos.</div>');
    expect(posted.body).toMatch(/id="password"[^>]*autofocus[^>]*aria-invalid="true"/);
    expect(posted.headers.location).toBeUndefined();
  });

  it('refuses a login form posted from another browser (no matching AUTH_SESSION_ID)', async () => {
    const page = await authorize(validQuery());
    const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const posted = await app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=admin',
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('A página de login expirou');
  });

  it('locks the account after 5 wrong passwords, even for the right one, with a pt-BR message', async () => {
    const attempt = async (password: string) => {
      const page = await authorize(validQuery());
      const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const browser = page.cookies.find((c) => c.name === 'AUTH_SESSION_ID')?.value ?? '';
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      return app.inject({ method: 'POST', url: action, cookies: { AUTH_SESSION_ID: browser }, headers, payload: `username=operador&password=${password}` });
    };
    for (let i = 0; i < 4; i++) expect((await attempt('errada')).statusCode).toBe(401);
    expect((await attempt('errada')).statusCode).toBe(429);
    const locked = await attempt('operador');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('role="alert">Conta temporariamente bloqueada');
    expect(locked.headers.location).toBeUndefined();
  });
});

describe('authorization endpoint checks', () => {
  it('refuses a redirect URI that is not registered, without redirecting to it', async () => {
    for (const redirect_uri of ['https://evil.example/cb', 'http://localhost:8080.evil.example/', 'http://localhost:9090/', 'http://user@localhost:8080/']) {
      const page = await authorize({ ...validQuery(), redirect_uri });
      expect(page.statusCode).toBe(400);
      expect(page.headers.location).toBeUndefined();
      expect(page.body).toContain('Parâmetro inválido: redirect_uri');
    }
  });

  it('accepts any path under the registered http://localhost:8080/* and the own origin (/*)', async () => {
    expect((await authorize(validQuery())).statusCode).toBe(200);
    expect((await authorize({ ...validQuery(), redirect_uri: 'http://localhost/profile' })).statusCode).toBe(200);
  });

  it("carries a deep link's #fragment through sign-in (after it in fragment mode, kept at the end in query mode)", async () => {
    const redirectUri = 'http://localhost:8080/vehicles/search?sid=last#main';
    const login = await loginThroughForm(app, 'analista', 'analista', { redirectUri });
    expect((await exchange(login.code, login.verifier, redirectUri)).statusCode).toBe(200);
    const sso = await authorize({ ...validQuery(), redirect_uri: redirectUri, prompt: 'none' }, login.cookies);
    expect(sso.headers.location).toMatch(/^http:\/\/localhost:8080\/vehicles\/search\?sid=last#main&state=st-1&session_state=[0-9a-f-]+&iss=.+&code=/);
    const query = await authorize({ ...validQuery(), redirect_uri: redirectUri, response_mode: 'query', prompt: 'none' }, login.cookies);
    expect(query.headers.location).toMatch(/^http:\/\/localhost:8080\/vehicles\/search\?sid=last&state=st-1&.*&code=[^#]+#main$/);
    const refused = await authorize({ ...validQuery(), redirect_uri: 'https://evil.example/#http://localhost:8080/' });
    expect(refused.statusCode).toBe(400);
  });

  it('requires PKCE S256 from the SPA client', async () => {
    const { code_challenge_method: _m, ...withoutMethod } = validQuery();
    const missing = await authorize(withoutMethod);
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toContain('error=invalid_request');
    expect(missing.headers.location).toContain('state=st-1');
    const plain = await authorize({ ...validQuery(), code_challenge_method: 'plain' });
    expect(plain.headers.location).toContain('error_description=Invalid+parameter%3A+code_challenge_method');
  });

  it('answers login_required to prompt=none without a session, and a code at once with one', async () => {
    const none = await authorize({ ...validQuery(), prompt: 'none' });
    expect(none.headers.location).toMatch(/#error=login_required&state=st-1/);
    const login = await loginThroughForm(app, 'admin');
    const sso = await authorize({ ...validQuery(), prompt: 'none' }, { KEYCLOAK_IDENTITY: login.cookies.KEYCLOAK_IDENTITY ?? '' });
    expect(sso.statusCode).toBe(302);
    expect(sso.headers.location).toMatch(/^http:\/\/localhost:8080\/vehicles\/search\?sid=last#state=st-1&session_state=[0-9a-f-]+&iss=.+&code=/);
  });
});

describe('code exchange', () => {
  it('returns Keycloak-shaped tokens and sets the session cookies keycloak-js checks', async () => {
    const login = await loginThroughForm(app, 'analista');
    expect(login.cookies.KEYCLOAK_SESSION).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await exchange(login.code, login.verifier);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: 'openid profile email' });
    expect(body.refresh_expires_in).toBe(1800);
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      typ: 'Bearer',
      azp: 'vtlog-web',
      aud: 'vtlog-api',
      preferred_username: 'analista',
      given_name: 'Bruno',
      family_name: 'Analista',
      iss: 'http://localhost/auth/realms/vtlog',
    });
    expect(claims.realm_access.roles).toContain('analista');
    const idClaims = JSON.parse(Buffer.from(body.id_token.split('.')[1], 'base64url').toString());
    expect(idClaims).toMatchObject({ typ: 'ID', aud: 'vtlog-web', nonce: `n-${login.state}`, sid: claims.sid });
  });

  it('refuses a PKCE verifier that does not match the challenge', async () => {
    const login = await loginThroughForm(app, 'analista');
    const response = await exchange(login.code, pkcePair().verifier);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'PKCE verification failed: Code mismatch' });
  });

  it('refuses a missing verifier', async () => {
    const login = await loginThroughForm(app, 'analista');
    const response = await postToken(app, { grant_type: 'authorization_code', client_id: SPA_CLIENT_ID, code: login.code, redirect_uri: SPA_REDIRECT_URI });
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'PKCE code verifier not specified' });
  });

  it('accepts a code once only', async () => {
    const login = await loginThroughForm(app, 'analista');
    expect((await exchange(login.code, login.verifier)).statusCode).toBe(200);
    const reused = await exchange(login.code, login.verifier);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_grant', error_description: 'Code not valid' });
  });

  it('refuses a redirect_uri different from the one the code was issued for', async () => {
    const login = await loginThroughForm(app, 'analista');
    const response = await exchange(login.code, login.verifier, 'http://localhost:8080/other');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'Incorrect redirect_uri' });
  });

  it('refuses unknown clients and grant types the SPA client may not use', async () => {
    expect((await postToken(app, { grant_type: 'authorization_code', client_id: 'nobody', code: 'x' })).json().error).toBe('invalid_client');
    const password = await postToken(app, { grant_type: 'password', client_id: SPA_CLIENT_ID, username: 'admin', password: 'admin' });
    expect(password.json()).toEqual({ error: 'unauthorized_client', error_description: 'Client not allowed for direct access grants' });
    const serviceAccount = await postToken(app, { grant_type: 'client_credentials', client_id: SPA_CLIENT_ID });
    expect(serviceAccount.statusCode).toBe(401);
    expect(serviceAccount.json()).toEqual({ error: 'unauthorized_client', error_description: 'Public client not allowed to retrieve service account' });
  });
});
