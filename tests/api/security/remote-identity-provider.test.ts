import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accessTokenFor, bearer, forgedAccessTokenFor, tokensFor } from '../../helpers/auth.ts';
import { buildIdpTestApp, testConfig } from '../idp/test-app.ts';

/**
 * With AUTH_URL set, the API trusts an external Keycloak: JWKS fetched over HTTP and permissions from
 * its uma-ticket grant. The "external Keycloak" here is the embedded realm server listening on a port.
 */
let keycloak: FastifyInstance;
let api: FastifyInstance;
let host: string;

beforeAll(async () => {
  keycloak = await buildIdpTestApp();
  const address = await keycloak.listen({ port: 0, host: '127.0.0.1' });
  host = new URL(address).host;
  api = await buildIdpTestApp(testConfig({ AUTH_URL: `${address}/auth` }));
});
afterAll(async () => {
  await api.close();
  await keycloak.close();
});

// Tokens are minted for the external server's own origin, so their issuer is `${AUTH_URL}/realms/vtlog`.
const tokenOf = async (user: string) => (await tokensFor(keycloak, user, user, { host })).access_token;

describe('API against an external identity provider (AUTH_URL)', () => {
  it('does not mount the embedded server', async () => {
    expect((await api.inject({ url: '/auth/realms/vtlog/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect(api.embeddedIdp).toBeNull();
  });

  it('lets the right user in, with permissions from the remote uma-ticket grant', async () => {
    const response = await api.inject({ url: '/api/probe/home', headers: bearer(await tokenOf('analista')) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.permissions).toContainEqual(expect.objectContaining({ rsname: 'vtlog-home', scopes: ['view'] }));
  });

  it('answers 403 when the remote grant says access_denied, 401 to forged or foreign-issuer tokens', async () => {
    expect((await api.inject({ url: '/api/probe/home', headers: bearer(await tokenOf('semacesso')) })).statusCode).toBe(403);
    expect((await api.inject({ url: '/api/probe/home', headers: bearer(await forgedAccessTokenFor(keycloak, 'admin')) })).statusCode).toBe(401);
    // Signed by the right key but issued for another origin (inject's default host), not for AUTH_URL.
    expect((await api.inject({ url: '/api/probe/home', headers: bearer(await accessTokenFor(keycloak, 'admin')) })).statusCode).toBe(401);
  });

  it('answers 503 in pt-BR when the identity provider cannot be reached', async () => {
    const warm = await tokenOf('operador');
    const unused = await tokenOf('admin');
    expect((await api.inject({ url: '/api/probe/home', headers: bearer(warm) })).statusCode).toBe(200);
    await keycloak.close();
    const response = await api.inject({ url: '/api/probe/home', headers: bearer(unused) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'IDENTITY_UNAVAILABLE' });
    // The permissions of a token already decided stay cached until it expires.
    expect((await api.inject({ url: '/api/probe/home', headers: bearer(warm) })).statusCode).toBe(200);
  });
});
