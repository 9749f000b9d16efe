import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { tokensFor } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A gateway or backend using the embedded identity provider as it would a Keycloak 26: the real
 * openid-client library, configured by discovery, against the whole app on a listening port
 * (tokens, introspection, revocation, the client_credentials grant and the API itself).
 */
const API_CLIENT = { id: 'vtlog-api', secret: 'vtlog-api-dev-secret' };
let t: TestApp;
let origin: string;
let issuer: URL;

beforeAll(async () => {
  t = await createTestApp({ vehicles: 30 });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  issuer = new URL(`${origin}/auth/realms/vtlog`);
});
afterAll(() => t.close());

/** Discovery as integrators do it; http only because the test server has no TLS. */
const backend = () => client.discovery(issuer, API_CLIENT.id, API_CLIENT.secret, client.ClientSecretBasic(), { execute: [client.allowInsecureRequests] });
const spa = () => client.discovery(issuer, 'vtlog-web', undefined, client.None(), { execute: [client.allowInsecureRequests] });

/** A user's sign-in through the login form, for this origin's issuer (the one the tokens name). */
const signIn = (username: string) => tokensFor(t.app, username, username, { host: new URL(origin).host });

describe('discovery', () => {
  it('advertises introspection, revocation and client_credentials, with how clients authenticate to them', async () => {
    const metadata = (await backend()).serverMetadata();
    expect(metadata.introspection_endpoint).toBe(`${issuer.href}/protocol/openid-connect/token/introspect`);
    expect(metadata.revocation_endpoint).toBe(`${issuer.href}/protocol/openid-connect/revoke`);
    expect(metadata.introspection_endpoint_auth_methods_supported).toEqual(['client_secret_basic', 'client_secret_post']);
    expect(metadata.revocation_endpoint_auth_methods_supported).toContain('none');
    expect(metadata.grant_types_supported).toContain('client_credentials');
  });
});

describe('token introspection (RFC 7662)', () => {
  it("answers a user's access token as active, with the claims Keycloak gives", async () => {
    const tokens = await signIn('analista');
    const answer = await client.tokenIntrospection(await backend(), tokens.access_token);
    expect(answer).toMatchObject({
      active: true,
      sub: decodeJwt(tokens.access_token).sub,
      username: 'analista',
      client_id: 'vtlog-web',
      token_type: 'Bearer',
      typ: 'Bearer',
      iss: issuer.href,
      aud: 'vtlog-api',
      scope: tokens.scope,
    });
    expect(answer.realm_access).toEqual({ roles: expect.arrayContaining(['analista']) });
    expect(answer.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('takes client_secret_post too, and answers a refresh token its client may still use as active', async () => {
    const tokens = await signIn('operador');
    const config = await client.discovery(issuer, API_CLIENT.id, API_CLIENT.secret, client.ClientSecretPost(), { execute: [client.allowInsecureRequests] });
    expect(await client.tokenIntrospection(config, tokens.refresh_token, { token_type_hint: 'refresh_token' })).toMatchObject({
      active: true,
      token_type: 'Refresh',
      username: 'operador',
      client_id: 'vtlog-web',
    });
  });
});

describe('client_credentials grant', () => {
  it("issues vtlog-api a token for its service account, without a refresh token, that the API takes for the account's roles", async () => {
    const config = await backend();
    const tokens = await client.clientCredentialsGrant(config);
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.token_type).toBe('bearer');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      azp: 'vtlog-api',
      client_id: 'vtlog-api',
      preferred_username: 'service-account-vtlog-api',
      aud: 'vtlog-api',
      typ: 'Bearer',
    });
    expect(claims.sid).toBeUndefined();
    expect(claims.realm_access).toEqual({ roles: expect.arrayContaining(['analista']) });

    // The service account has the analista role: vehicle search (list-vehicles, view) but not the routes' administration.
    const list = (path: string) =>
      fetch(new URL(path, origin), {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, pageSize: 5 }),
      });
    const vehicles = await list('/api/vehicle/list');
    expect(vehicles.status).toBe(200);
    expect(((await vehicles.json()) as { items: unknown[] }).items).toHaveLength(5);
    expect((await list('/api/transportroute/list')).status).toBe(403);

    expect(await client.tokenIntrospection(config, tokens.access_token)).toMatchObject({
      active: true,
      username: 'service-account-vtlog-api',
      client_id: 'vtlog-api',
    });
  });
});

describe('token revocation (RFC 7009)', () => {
  it('ends a refresh token: refreshing with it then fails with invalid_grant, and introspection calls it inactive', async () => {
    const config = await spa();
    const first = await signIn('admin');
    const refreshed = await client.refreshTokenGrant(config, first.refresh_token);
    const refreshToken = refreshed.refresh_token ?? '';
    await client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
    await expect(client.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
    expect(await client.tokenIntrospection(await backend(), refreshToken)).toEqual({ active: false });
  });
});
