import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, browserSignIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The identity pieces as app.ts wires them: IdP at /auth, security before the /api routes (route × user × token: access-matrix.test.ts). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ vehicles: 20 });
});
afterAll(() => t.close());

describe('identity in the full server (build(config))', () => {
  it('serves the login page with its own strict CSP (the SPA policy does not override it)', async () => {
    const page = await t.app.inject({
      url: '/auth/realms/vtlog/protocol/openid-connect/auth',
      query: {
        client_id: 'vtlog-web',
        redirect_uri: 'http://localhost:8080/',
        response_type: 'code',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      },
    });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('refuses a logged-out session at the API', async () => {
    const { tokens, cookies } = await browserSignIn(t.app, 'analista');
    const logout = await t.app.inject({ url: '/auth/realms/vtlog/protocol/openid-connect/logout', cookies, query: { id_token_hint: tokens.id_token } });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/vehicle/list', payload: {}, headers: bearer(tokens.access_token) })).statusCode).toBe(401);
  });
});
