import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accessTokenFor, bearer, expiredAccessTokenFor, forgedAccessTokenFor, postToken, tokensFor } from '../../helpers/auth.ts';
import { allResources, asGrantMap, expectedGrants } from './expected-permissions.ts';
import { buildIdpTestApp } from './test-app.ts';

const UMA = 'urn:ietf:params:oauth:grant-type:uma-ticket';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

const permissions = (token: string, form: Record<string, string> = {}) =>
  postToken(app, { grant_type: UMA, audience: 'vtlog-api', response_mode: 'permissions', ...form }, bearer(token));

describe('uma-ticket grant with response_mode=permissions', () => {
  it('the realm declares exactly the 33 resources', async () => {
    const response = await permissions(await accessTokenFor(app, 'admin'));
    expect(allResources).toHaveLength(33);
    expect(
      response
        .json<{ rsname: string }[]>()
        .map((e) => e.rsname)
        .sort(),
    ).toEqual([...allResources].sort());
  });

  for (const user of ['admin', 'analista', 'operador'] as const) {
    it(`grants ${user} exactly what the access rules list`, async () => {
      const response = await permissions(await accessTokenFor(app, user));
      expect(response.statusCode).toBe(200);
      const entries = response.json<{ rsid: string; rsname: string; scopes?: string[] }[]>();
      expect(asGrantMap(entries)).toEqual(expectedGrants[user]);
      for (const entry of entries) expect(entry.rsid).toMatch(/^[0-9a-f-]{36}$/);
    });
  }

  it('gives operador Expurgo (kpi-exclusion) with view only, never manage', async () => {
    const entries = (await permissions(await accessTokenFor(app, 'operador'))).json<{ rsname: string; scopes?: string[] }[]>();
    expect(entries.find((e) => e.rsname === 'kpi-exclusion')?.scopes).toEqual(['view']);
  });

  it('answers 403 access_denied to semacesso, who holds nothing', async () => {
    const response = await permissions(await accessTokenFor(app, 'semacesso'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'access_denied', error_description: 'not_authorized' });
  });

  it('answers 401 to a forged, an expired or a missing bearer token', async () => {
    for (const token of [await forgedAccessTokenFor(app, 'admin'), await expiredAccessTokenFor(app, 'admin'), 'not-a-jwt']) {
      const response = await permissions(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid bearer token' });
    }
    const anonymous = await postToken(app, { grant_type: UMA, audience: 'vtlog-api', response_mode: 'permissions' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an ID token or a refresh token used as the bearer token', async () => {
    const tokens = await tokensFor(app, 'admin');
    expect((await permissions(tokens.id_token)).statusCode).toBe(401);
    expect((await permissions(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('answers 400 on an unknown or missing audience, or a client without authorization services', async () => {
    const token = await accessTokenFor(app, 'admin');
    const unknown = await permissions(token, { audience: 'no-such-api' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid_request', error_description: 'Unknown resource server id.' });
    expect((await permissions(token, { audience: 'vtlog-web' })).json().error_description).toBe('Client does not support permissions');
    const missing = await postToken(app, { grant_type: UMA, response_mode: 'permissions' }, bearer(token));
    expect(missing.statusCode).toBe(400);
  });

  it('evaluates only the requested permission=resource#scope and says no when it is not granted', async () => {
    const token = await accessTokenFor(app, 'analista');
    const granted = await permissions(token, { permission: 'list-vehicles#view' });
    expect(granted.json()).toEqual([expect.objectContaining({ rsname: 'list-vehicles', scopes: ['view'] })]);
    expect((await permissions(token, { permission: 'users-settings#view' })).statusCode).toBe(403);
    expect((await permissions(token, { permission: 'no-such-resource' })).json().error).toBe('invalid_resource');
  });

  it('answers {result: true} in decision mode and an RPT with the permissions without response_mode', async () => {
    const token = await accessTokenFor(app, 'analista');
    expect((await permissions(token, { response_mode: 'decision' })).json()).toEqual({ result: true });
    const rpt = await postToken(app, { grant_type: UMA, audience: 'vtlog-api' }, bearer(token));
    const claims = JSON.parse(Buffer.from(rpt.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims.authorization.permissions).toHaveLength(22);
  });
});
