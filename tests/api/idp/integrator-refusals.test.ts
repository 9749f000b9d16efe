import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildRealm, RealmFileError } from '../../../src/server/idp/realm-loader.ts';
import type { RealmFile } from '../../../src/server/idp/realm-types.ts';
import {
  bearer,
  browserSignIn,
  expiredAccessTokenFor,
  forgedAccessTokenFor,
  otherIssuerAccessTokenFor,
  postToken,
  resignedToken,
  SPA_CLIENT_ID,
  tokensFor,
} from '../../helpers/auth.ts';
import { buildIdpTestApp, testConfig } from './test-app.ts';

/** The identity provider's integrator endpoints over plain HTTP: what they refuse, and what they call inactive. */
const REALM = '/auth/realms/vtlog';
const OIDC = `${REALM}/protocol/openid-connect`;
const API_CLIENT = { id: 'vtlog-api', secret: 'vtlog-api-dev-secret' };
const realmFile = new URL('../../../identity/realm-vtlog.json', import.meta.url);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });
const apiClient = basic(API_CLIENT.id, API_CLIENT.secret);

function postForm(to: FastifyInstance, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const payload = new URLSearchParams(fields).toString();
  return to.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });
}
const introspect = (fields: Record<string, string>, headers: Record<string, string> = apiClient) => postForm(app, `${OIDC}/token/introspect`, fields, headers);
const revoke = (fields: Record<string, string>, headers: Record<string, string> = {}, to = app) => postForm(to, `${OIDC}/revoke`, fields, headers);
const refresh = (refreshToken: string, to = app) => postToken(to, { grant_type: 'refresh_token', client_id: SPA_CLIENT_ID, refresh_token: refreshToken });

/** The app over a copy of the realm file changed by `change` (a setting the shipped realm does not have). */
async function appWithRealm(change: (realm: RealmFile) => void): Promise<FastifyInstance> {
  const realm = JSON.parse(readFileSync(realmFile, 'utf8')) as RealmFile;
  change(realm);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vtlog-realm-')), 'realm.json');
  writeFileSync(file, JSON.stringify(realm));
  return buildIdpTestApp(testConfig({ REALM_FILE: file }));
}

describe('token introspection', () => {
  it('answers 401 invalid_client to a wrong secret, in a Basic header or in the form', async () => {
    const { access_token } = await tokensFor(app, 'analista');
    const wrong = [
      await introspect({ token: access_token }, basic(API_CLIENT.id, 'wrong')),
      await introspect({ token: access_token, client_id: API_CLIENT.id, client_secret: 'wrong' }, {}),
      await introspect({ token: access_token }, {}),
    ];
    for (const response of wrong) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' });
    }
  });

  it('refuses a public client (403), as Keycloak does: it proves nothing, so it learns nothing', async () => {
    const { access_token } = await tokensFor(app, 'analista');
    const response = await introspect({ token: access_token, client_id: SPA_CLIENT_ID }, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: 'Client not allowed.' });
  });

  it('answers 400 without a token or with a token_type_hint it does not know', async () => {
    expect((await introspect({})).json()).toEqual({ error: 'invalid_request', error_description: 'Token not provided.' });
    const hinted = await introspect({ token: 'x', token_type_hint: 'id_token' });
    expect(hinted.statusCode).toBe(400);
    expect(hinted.json()).toEqual({ error: 'invalid_request', error_description: 'Unsupported token type.' });
  });

  it('answers only { active: false } to garbage, an expired, a forged or another issuer’s token, and an ID token', async () => {
    const { id_token } = await tokensFor(app, 'admin');
    const tokens = [
      'garbage',
      'a.b.c',
      await expiredAccessTokenFor(app, 'admin'),
      await forgedAccessTokenFor(app, 'admin'),
      await otherIssuerAccessTokenFor(app, 'admin'),
      id_token,
    ];
    for (const token of tokens) {
      const response = await introspect({ token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ active: false });
    }
  });

  it('calls the tokens of a signed-out session inactive, and a refresh token already rotated away', async () => {
    const { tokens, cookies } = await browserSignIn(app, 'operador');
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
    expect((await introspect({ token: tokens.refresh_token })).json()).toEqual({ active: false });
    expect((await introspect({ token: tokens.access_token })).json()).toMatchObject({ active: true });
    await app.inject({ url: `${OIDC}/logout`, cookies, query: { id_token_hint: tokens.id_token } });
    expect((await introspect({ token: tokens.access_token })).json()).toEqual({ active: false });
  });
});

describe('client_credentials grant', () => {
  const serviceToken = (headers: Record<string, string>, fields: Record<string, string> = {}) =>
    postToken(app, { grant_type: 'client_credentials', ...fields }, headers);

  it("answers vtlog-api's service account a bearer token alone, which the API takes for exactly its roles", async () => {
    const response = await serviceToken({}, { client_id: API_CLIENT.id, client_secret: API_CLIENT.secret });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'not-before-policy', 'refresh_expires_in', 'scope', 'token_type']);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, refresh_expires_in: 0 });
    const token = String(body.access_token);
    // analista's grants: the home page (view), never the KPI exclusion (manage).
    expect((await app.inject({ url: '/api/probe/home', headers: bearer(token) })).json().user).toMatchObject({ username: 'service-account-vtlog-api' });
    expect((await app.inject({ url: '/api/probe/kpi-exclusion', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('refuses a wrong secret (401 invalid_client) and a public client (401 unauthorized_client)', async () => {
    const wrong = await serviceToken(basic(API_CLIENT.id, 'wrong'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    const publicClient = await serviceToken({}, { client_id: SPA_CLIENT_ID });
    expect(publicClient.statusCode).toBe(401);
    expect(publicClient.json()).toEqual({ error: 'unauthorized_client', error_description: 'Public client not allowed to retrieve service account' });
  });

  it('refuses a confidential client without service accounts (401 unauthorized_client)', async () => {
    const other = await appWithRealm((realm) => {
      const api = realm.clients?.find((c) => c.clientId === API_CLIENT.id);
      if (api) api.serviceAccountsEnabled = false;
      realm.users = realm.users?.filter((u) => u.serviceAccountClientId === undefined) ?? [];
    });
    try {
      const response = await postToken(other, { grant_type: 'client_credentials' }, apiClient);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized_client', error_description: 'Client not enabled to retrieve service account' });
    } finally {
      await other.close();
    }
  });

  it('the realm file must hold the service account of a client that has them enabled', async () => {
    const realm = JSON.parse(readFileSync(realmFile, 'utf8')) as RealmFile;
    realm.users = realm.users?.filter((u) => u.serviceAccountClientId === undefined) ?? [];
    const error = await buildRealm(realm, 'realm.json', { production: false, allowDemoUsers: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RealmFileError);
    expect((error as RealmFileError).problems).toContainEqual(
      expect.stringContaining('o cliente "vtlog-api" tem serviceAccountsEnabled, mas o realm não tem sua conta de serviço'),
    );
  });

  it('keeps the service account out of sign-in: it has no password', async () => {
    const { realm } = app.embeddedIdp!;
    expect(realm.users.map((u) => u.username)).not.toContain('service-account-vtlog-api');
    expect(await app.embeddedIdp!.login('service-account-vtlog-api', '', '203.0.113.9')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('token revocation', () => {
  it('answers 200 to a token it cannot take: garbage, expired, another issuer’s', async () => {
    const { refresh_token } = await tokensFor(app, 'admin');
    const now = Math.floor(Date.now() / 1000);
    const expired = await resignedToken(app, refresh_token, (c) => ({ ...c, iat: now - 2000, exp: now - 10 }));
    const foreign = await resignedToken(app, refresh_token, (c) => ({ ...c, iss: 'https://sso.example.com/auth/realms/vtlog' }));
    for (const token of ['garbage', expired, foreign]) {
      const response = await revoke({ token, client_id: SPA_CLIENT_ID });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    }
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });

  it('refuses a wrong secret, a missing token, an unknown hint, an access token, and another client’s token', async () => {
    const tokens = await tokensFor(app, 'admin');
    expect((await revoke({ token: tokens.refresh_token }, basic(API_CLIENT.id, 'wrong'))).statusCode).toBe(401);
    expect((await revoke({ client_id: SPA_CLIENT_ID })).json()).toEqual({ error: 'invalid_request', error_description: 'Token not provided' });
    const hint = await revoke({ token: tokens.refresh_token, client_id: SPA_CLIENT_ID, token_type_hint: 'id_token' });
    expect(hint.statusCode).toBe(400);
    expect(hint.json()).toEqual({ error: 'unsupported_token_type', error_description: 'Unsupported token_type_hint' });
    const access = await revoke({ token: tokens.access_token, client_id: SPA_CLIENT_ID, token_type_hint: 'access_token' });
    expect(access.statusCode).toBe(400);
    expect(access.json()).toEqual({ error: 'unsupported_token_type', error_description: 'Unsupported token type' });
    const otherClient = await revoke({ token: tokens.refresh_token }, apiClient);
    expect(otherClient.statusCode).toBe(400);
    expect(otherClient.json()).toEqual({ error: 'invalid_request', error_description: 'Unmatching clients' });
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('looks past a wrong hint: a refresh token sent as access_token is revoked, that sign-in only', async () => {
    const [revoked, other] = [await tokensFor(app, 'analista'), await tokensFor(app, 'analista')];
    expect((await revoke({ token: revoked.refresh_token, client_id: SPA_CLIENT_ID, token_type_hint: 'access_token' })).statusCode).toBe(200);
    const refused = await refresh(revoked.refresh_token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'invalid_grant', error_description: "Session doesn't have required client" });
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    // The session stays: its access token works until it expires, as with Keycloak's JWT access tokens.
    expect((await app.inject({ url: '/api/probe/home', headers: bearer(revoked.access_token) })).statusCode).toBe(200);
  });

  it('never brings a revoked grant back, not even by a refresh that passed its checks just before (no rotation)', async () => {
    const store = app.embeddedIdp!.store;
    await store.rotateRefreshToken('racing-session', SPA_CLIENT_ID, 'family.first');
    await store.revokeRefreshTokens('racing-session', SPA_CLIENT_ID);
    expect(await store.rotateRefreshToken('racing-session', SPA_CLIENT_ID, 'family.second', 'family.first', true)).toBe(false);
    expect(await store.currentRefreshToken('racing-session', SPA_CLIENT_ID)).toBeUndefined();
  });

  it('ends a refresh token for good in a realm without refresh-token rotation too', async () => {
    const reusing = await appWithRealm((realm) => {
      realm.revokeRefreshToken = false;
    });
    try {
      const { refresh_token } = await tokensFor(reusing, 'admin');
      expect((await refresh(refresh_token, reusing)).statusCode).toBe(200);
      expect((await refresh(refresh_token, reusing)).statusCode).toBe(200);
      expect((await revoke({ token: refresh_token, client_id: SPA_CLIENT_ID }, {}, reusing)).statusCode).toBe(200);
      expect((await refresh(refresh_token, reusing)).json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      await reusing.close();
    }
  });
});

describe('discovery documents', () => {
  it('list only endpoints this server serves', async () => {
    for (const document of ['openid-configuration', 'uma2-configuration']) {
      const metadata = (await app.inject({ url: `${REALM}/.well-known/${document}` })).json<Record<string, unknown>>();
      const urls = Object.entries(metadata).filter(([key, value]) => key !== 'issuer' && typeof value === 'string' && value.startsWith('http'));
      expect(urls.length).toBeGreaterThan(3);
      for (const [key, value] of urls) {
        const url = new URL(String(value)).pathname;
        const answers = [await app.inject({ method: 'GET', url }), await app.inject({ method: 'POST', url })];
        expect(
          answers.some((r) => r.statusCode !== 404),
          `${document} ${key} ${url}`,
        ).toBe(true);
      }
    }
  });
});
