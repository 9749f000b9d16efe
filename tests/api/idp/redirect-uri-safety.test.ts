/**
 * The provider redirects only to the URI it validated, in the normalised form it validated: a URI
 * that parsers read differently (CR/LF, tabs, Unicode separators, a backslash) is refused with 400,
 * non-ASCII is percent-encoded, and no case answers 500 or leaves a session behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { browserSignIn, pkcePair, postToken, SPA_CLIENT_ID, tokensFor } from '../../helpers/auth.ts';
import { AUTH, authQuery, openLoginForm, postLoginForm } from './login-form.ts';
import { buildIdpTestApp } from './test-app.ts';

const OIDC = '/auth/realms/vtlog/protocol/openid-connect';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

/** Each matches the registered `http://localhost:8080/*` once a URL parser has cleaned it up (dropped the CR/LF and tab, encoded U+2028, read `\` as `/`). */
const HOSTILE = [
  ['CR/LF', 'http://localhost:8080/a\r\nSet-Cookie: x=1'],
  ['tab', 'http://localhost:8080/a\tb'],
  ['U+2028', 'http://localhost:8080/a\u2028b'],
  ['backslash', 'http://localhost:8080\\@evil.example/'],
] as const;

/** Non-Latin-1 and Latin-1 characters, in the path, the query and the fragment. */
const UNICODE_URI = 'http://localhost:8080/relatório/€?q=🚚#seção-€';
const UNICODE_ENCODED = 'http://localhost:8080/relat%C3%B3rio/%E2%82%AC?q=%F0%9F%9A%9A#se%C3%A7%C3%A3o-%E2%82%AC';

async function count(table: 'idp_sessions' | 'idp_pending_logins'): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ssoCookie = async () => (await browserSignIn(app, 'analista')).cookies;

describe('redirect_uri of the authorization endpoint', () => {
  it.each(HOSTILE)('refuses a URI with %s: 400 page, no redirect, no pending login', async (_name, redirect_uri) => {
    const pendingBefore = await count('idp_pending_logins');
    const page = await app.inject({ url: AUTH, query: authQuery({ redirect_uri }) });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toContain('Parâmetro inválido: redirect_uri');
    expect(await count('idp_pending_logins')).toBe(pendingBefore);
  });

  it.each(HOSTILE)('refuses a URI with %s to a signed-in browser too (no code is sent)', async (_name, redirect_uri) => {
    const cookies = await ssoCookie();
    for (const query of [authQuery({ redirect_uri }), authQuery({ redirect_uri, prompt: 'none' })]) {
      const response = await app.inject({ url: AUTH, query, cookies });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Parâmetro inválido: redirect_uri');
    }
  });

  it('signs in to a non-ASCII URI, redirecting to its percent-encoded form; the code is bound to the URI as sent', async () => {
    const { verifier, challenge } = pkcePair();
    const form = await openLoginForm(app, '10.9.0.1', undefined, { redirect_uri: UNICODE_URI, code_challenge: challenge });
    expect(form.page.statusCode).toBe(200);
    const posted = await postLoginForm(app, '10.9.0.1', form, 'analista', 'analista');
    expect(posted.statusCode).toBe(302);
    const location = String(posted.headers.location);
    expect(location.startsWith(`${UNICODE_ENCODED}&state=st&session_state=`)).toBe(true);
    expect(location).toMatch(/^[\x21-\x7e]+$/);
    const code = new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('code') ?? '';
    const exchanged = await postToken(app, {
      grant_type: 'authorization_code',
      client_id: SPA_CLIENT_ID,
      code,
      redirect_uri: UNICODE_URI,
      code_verifier: verifier,
    });
    expect(exchanged.statusCode).toBe(200);
  });

  it('percent-encodes a non-ASCII URI in the immediate answers: the SSO code and an error redirect', async () => {
    const cookies = await ssoCookie();
    const sso = await app.inject({ url: AUTH, query: authQuery({ redirect_uri: UNICODE_URI, prompt: 'none' }), cookies });
    expect(sso.statusCode).toBe(302);
    expect(String(sso.headers.location).startsWith(`${UNICODE_ENCODED}&state=st&session_state=`)).toBe(true);
    const { code_challenge_method: _method, ...withoutMethod } = authQuery({ redirect_uri: UNICODE_URI });
    const error = await app.inject({ url: AUTH, query: withoutMethod });
    expect(error.statusCode).toBe(302);
    expect(error.headers.location).toBe(
      `${UNICODE_ENCODED}&error=invalid_request&error_description=Missing+parameter%3A+code_challenge_method&state=st&iss=http%3A%2F%2Flocalhost%2Fauth%2Frealms%2Fvtlog`,
    );
  });
});

describe('the login form posted with the right password', () => {
  it.each(HOSTILE)('checks the redirect URI (%s) before creating the session: 400, no cookie, no session row', async (_name, redirectUri) => {
    // A pending login whose URI cannot be sent (stored before this check, say): the form still shows.
    const browser = 'browser-with-a-bad-uri';
    const pending = await app.embeddedIdp!.store.addPending({
      clientId: SPA_CLIENT_ID,
      redirectUri,
      responseMode: 'fragment',
      state: 'st',
      nonce: undefined,
      scope: 'openid profile email',
      codeChallenge: pkcePair().challenge,
      codeChallengeMethod: 'S256',
      browserId: browser,
      address: '10.9.0.2',
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });
    const sessionsBefore = await count('idp_sessions');
    const action = `/auth/realms/vtlog/login-actions/authenticate?tab_id=${encodeURIComponent(pending.tabId)}`;
    const posted = await postLoginForm(app, '10.9.0.2', { action, browser }, 'analista', 'analista');
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
    expect(posted.body).toContain('Parâmetro inválido: redirect_uri');
    expect(posted.cookies.map((c) => c.name)).not.toContain('KEYCLOAK_IDENTITY');
    expect(await count('idp_sessions')).toBe(sessionsBefore);
  });
});

describe('post_logout_redirect_uri', () => {
  it.each(HOSTILE)('refuses a URI with %s: 400 page, no redirect, the session goes on', async (_name, uri) => {
    const { tokens, cookies } = await browserSignIn(app, 'operador');
    const response = await app.inject({
      url: `${OIDC}/logout`,
      cookies,
      query: { client_id: SPA_CLIENT_ID, post_logout_redirect_uri: uri, id_token_hint: tokens.id_token },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Parâmetro inválido: post_logout_redirect_uri');
    expect((await postToken(app, { grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token: tokens.refresh_token })).statusCode).toBe(200);
  });

  it('refuses an unregistered URI with the same message', async () => {
    const tokens = await tokensFor(app, 'operador');
    const response = await app.inject({ url: `${OIDC}/logout`, query: { post_logout_redirect_uri: 'https://evil.example/', id_token_hint: tokens.id_token } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Parâmetro inválido: post_logout_redirect_uri');
  });

  it('redirects to the percent-encoded form of a non-ASCII URI', async () => {
    const { tokens, cookies } = await browserSignIn(app, 'operador');
    const response = await app.inject({
      url: `${OIDC}/logout`,
      cookies,
      query: { client_id: SPA_CLIENT_ID, post_logout_redirect_uri: UNICODE_URI, id_token_hint: tokens.id_token, state: 'até' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:8080/relat%C3%B3rio/%E2%82%AC?q=%F0%9F%9A%9A&state=at%C3%A9#se%C3%A7%C3%A3o-%E2%82%AC');
  });
});
