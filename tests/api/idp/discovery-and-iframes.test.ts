import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { accessTokenFor } from '../../helpers/auth.ts';
import { buildIdpTestApp, oneDatabase, testConfig } from './test-app.ts';

const REALM = '/auth/realms/vtlog';
const OIDC = `${REALM}/protocol/openid-connect`;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

describe('discovery documents', () => {
  it('derive the issuer and endpoints from the request origin, as Keycloak does', async () => {
    const doc = (
      await app.inject({ url: `${REALM}/.well-known/openid-configuration`, headers: { host: 'vtlog.example:8443', 'x-forwarded-proto': 'https' } })
    ).json();
    expect(doc.issuer).toBe('http://vtlog.example:8443/auth/realms/vtlog');
    expect(doc.token_endpoint).toBe(`${doc.issuer}/protocol/openid-connect/token`);
    expect(doc.check_session_iframe).toBe(`${doc.issuer}/protocol/openid-connect/login-status-iframe.html`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
    const uma = (await app.inject({ url: `${REALM}/.well-known/uma2-configuration` })).json();
    expect(uma.grant_types_supported).toContain('urn:ietf:params:oauth:grant-type:uma-ticket');
  });

  it('use PUBLIC_URL for the issuer when it is configured', async () => {
    const other = await buildIdpTestApp(testConfig({ PUBLIC_URL: 'https://vtlog.example.com' }));
    const doc = (await other.inject({ url: `${REALM}/.well-known/openid-configuration` })).json();
    expect(doc.issuer).toBe('https://vtlog.example.com/auth/realms/vtlog');
    await other.close();
  });
});

describe('signing key', () => {
  it('is served as JWKS, verifies tokens, and survives a restart (kept in the database)', async () => {
    const instances = await oneDatabase();
    try {
      const first = await instances.start();
      const token = await accessTokenFor(first, 'admin');
      await instances.stop(first);
      const restarted = await instances.start();
      const jwks = (await restarted.inject({ url: `${OIDC}/certs` })).json();
      expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(jwks.keys[0].d).toBeUndefined();
      await expect(jwtVerify(token, createLocalJWKSet(jwks))).resolves.toBeTruthy();
    } finally {
      await instances.close();
    }
  });
});

describe('pages keycloak-js loads in iframes', () => {
  it('serve the session-check and 3p-cookie pages with external module scripts only', async () => {
    for (const [page, script] of [
      ['login-status-iframe.html', 'login-status-iframe.js'],
      ['3p-cookies/step1.html', 'step1.js'],
    ] as const) {
      const html = await app.inject({ url: `${OIDC}/${page}` });
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain(`<script type="module" src="${script}"></script>`);
      expect(html.headers['content-security-policy']).not.toContain('frame-ancestors');
      // The same for every user and loaded on every app load: a reload reads them from the cache.
      expect(html.headers['cache-control']).toBe('public, max-age=3600');
      const js = await app.inject({ url: `${OIDC}/${page.replace(/[^/]+$/, script)}` });
      expect(js.headers['content-type']).toContain('text/javascript');
      expect(js.headers['cache-control']).toBe('public, max-age=3600');
      expect(js.body).toContain('postMessage');
    }
  });

  it('let the session iframe initialise only for a client and one of its web origins', async () => {
    const init = (client_id: string, origin: string) => app.inject({ url: `${OIDC}/login-status-iframe.html/init`, query: { client_id, origin } });
    expect((await init('vtlog-web', 'http://localhost:8080')).statusCode).toBe(204);
    expect((await init('vtlog-web', 'http://localhost')).statusCode).toBe(204);
    expect((await init('vtlog-web', 'https://evil.example')).statusCode).toBe(403);
    expect((await init('nobody', 'http://localhost:8080')).statusCode).toBe(403);
  });
});
