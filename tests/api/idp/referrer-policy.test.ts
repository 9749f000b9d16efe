/**
 * The identity provider's answers send `Referrer-Policy: no-referrer`, as Keycloak's login pages do:
 * its addresses carry tab ids, codes and states that must not reach another site as a Referer.
 * Checked on the whole server, whose global security headers keep a policy a route has set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThroughForm, SPA_CLIENT_ID } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { AUTH, authQuery, openLoginForm, postLoginForm } from './login-form.ts';

const REALM = '/auth/realms/vtlog';
const OIDC = `${REALM}/protocol/openid-connect`;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ vehicles: 10 });
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('Referrer-Policy of the identity provider', () => {
  it('is no-referrer on every page it serves: login form, its errors, logout and the iframes', async () => {
    const login = await openLoginForm(t.app, '10.8.0.1');
    const wrongPassword = await postLoginForm(t.app, '10.8.0.1', login, 'analista', 'errada');
    const pages = {
      login: login.page,
      wrongPassword,
      unknownClient: await t.app.inject({ url: AUTH, query: authQuery({ client_id: 'nobody' }) }),
      badRedirect: await t.app.inject({ url: AUTH, query: authQuery({ redirect_uri: 'https://evil.example/' }) }),
      expired: await t.app.inject({ method: 'POST', url: `${REALM}/login-actions/authenticate?tab_id=x`, headers: form, payload: 'username=a&password=b' }),
      loggedOut: await t.app.inject({ url: `${OIDC}/logout` }),
      account: await t.app.inject({ url: `${REALM}/account`, headers: { accept: 'text/html' } }),
      statusIframe: await t.app.inject({ url: `${OIDC}/login-status-iframe.html` }),
      cookiesIframe: await t.app.inject({ url: `${OIDC}/3p-cookies/step1.html` }),
    };
    for (const [name, page] of Object.entries(pages)) {
      expect(page.headers['content-type'], name).toContain('text/html');
      expect(page.headers['referrer-policy'], name).toBe('no-referrer');
      expect(page.statusCode, name).toBeLessThan(500);
    }
  });

  it('is no-referrer on its redirects back to the app, its JSON endpoints and its static files', async () => {
    const { code_challenge_method: _method, ...withoutMethod } = authQuery();
    const signedIn = await loginThroughForm(t.app, 'analista');
    const answers = {
      errorRedirect: await t.app.inject({ url: AUTH, query: withoutMethod }),
      ssoRedirect: await t.app.inject({
        url: AUTH,
        query: authQuery({ prompt: 'none' }),
        cookies: { KEYCLOAK_IDENTITY: signedIn.cookies.KEYCLOAK_IDENTITY ?? '' },
      }),
      token: await t.app.inject({
        method: 'POST',
        url: `${OIDC}/token`,
        headers: form,
        payload: `grant_type=refresh_token&client_id=${SPA_CLIENT_ID}&refresh_token=x`,
      }),
      unreadableBody: await t.app.inject({ method: 'POST', url: `${OIDC}/token`, headers: { 'content-type': 'application/json' }, payload: '{' }),
      discovery: await t.app.inject({ url: `${REALM}/.well-known/openid-configuration` }),
      certs: await t.app.inject({ url: `${OIDC}/certs` }),
      script: await t.app.inject({ url: `${OIDC}/login-status-iframe.js` }),
      css: await t.app.inject({ url: '/auth/resources/vtlog/login.css' }),
    };
    expect(answers.errorRedirect.statusCode).toBe(302);
    expect(answers.ssoRedirect.statusCode).toBe(302);
    expect(answers.unreadableBody.statusCode).toBe(400);
    for (const [name, answer] of Object.entries(answers)) expect(answer.headers['referrer-policy'], name).toBe('no-referrer');
  });

  it("leaves the app's own policy elsewhere", async () => {
    for (const url of ['/config.json', '/api/vehicle/list', '/healthz']) {
      expect((await t.app.inject({ url })).headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});
