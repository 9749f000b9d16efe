import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  accessTokenFor,
  bearer,
  expiredAccessTokenFor,
  forgedAccessTokenFor,
  otherIssuerAccessTokenFor,
  resignedToken,
  tokensFor,
} from '../../helpers/auth.ts';
import { securityPlugin } from '../../../src/server/security/security-plugin.ts';
import { buildIdpTestApp, testConfig } from '../idp/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

const call = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('bearer token verification on /api routes', () => {
  it('answers 401 UNAUTHENTICATED in pt-BR without a token', async () => {
    const response = await call('/api/probe/home');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Autenticação necessária. Faça login novamente.' });
    expect(response.headers['www-authenticate']).toBe('Bearer realm="vtlog"');
  });

  const invalid: [string, () => Promise<string>][] = [
    ['a forged signature', () => forgedAccessTokenFor(app, 'admin')],
    ['an expired token', () => expiredAccessTokenFor(app, 'admin')],
    ['another issuer', () => otherIssuerAccessTokenFor(app, 'admin')],
    ['an ID token', async () => (await tokensFor(app, 'admin')).id_token],
    ['a refresh token', async () => (await tokensFor(app, 'admin')).refresh_token],
    ['a token for another client', async () => resignedToken(app, await accessTokenFor(app, 'admin'), (c) => ({ ...c, azp: 'other-app', aud: 'account' }))],
    ['garbage', async () => 'abc.def.ghi'],
  ];
  for (const [label, token] of invalid) {
    it(`answers 401 INVALID_TOKEN to ${label}`, async () => {
      const response = await call('/api/probe/home', bearer(await token()));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN', message: 'Token de acesso inválido ou expirado. Faça login novamente.' });
    });
  }

  it('accepts a token only at the origin it was issued for (issuer = request origin)', async () => {
    const token = await accessTokenFor(app, 'admin');
    expect((await call('/api/probe/home', { ...bearer(token), host: 'other-host:8080' })).statusCode).toBe(401);
  });
});

describe('permission enforcement', () => {
  it('answers 403 FORBIDDEN in pt-BR when the caller lacks the resource', async () => {
    const response = await call('/api/probe/home', bearer(await accessTokenFor(app, 'semacesso')));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Você não tem permissão para realizar esta operação.' });
  });

  it('checks the scope too: operador sees Expurgo but cannot manage it; admin can', async () => {
    expect((await call('/api/probe/kpi-exclusion', bearer(await accessTokenFor(app, 'operador')))).statusCode).toBe(403);
    expect((await call('/api/probe/kpi-exclusion', bearer(await accessTokenFor(app, 'admin')))).statusCode).toBe(200);
  });

  it('lets the right user in and describes the caller on request.user', async () => {
    const response = await call('/api/probe/home', bearer(await accessTokenFor(app, 'analista')));
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      id: '5d2e8a14-7b9c-4e36-8f21-6c4b0d9e3a02',
      username: 'analista',
      firstName: 'Bruno',
      lastName: 'Analista',
      email: 'bruno.analista@vtlog.local',
    });
    expect(user.roles).toContain('analista');
    expect(user.permissions).toContainEqual(expect.objectContaining({ rsname: 'vtlog-home', scopes: ['view'] }));
  });

  it("lets any valid token through 'authenticated' routes (even semacesso) and anyone through 'public' ones", async () => {
    expect((await call('/api/probe/me', bearer(await accessTokenFor(app, 'semacesso')))).statusCode).toBe(200);
    expect((await call('/api/probe/me')).statusCode).toBe(401);
    expect((await call('/api/probe/open')).json()).toEqual({ user: null });
  });

  it('guards the automatic HEAD route of a GET route as well', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/api/probe/home' })).statusCode).toBe(401);
  });
});

describe('route declarations', () => {
  it('fails startup when an /api route does not declare config.permission', async () => {
    const bare = Fastify({ logger: false });
    const start = async () => {
      await bare.register(securityPlugin, { config: testConfig(), featureToggles: {} });
      await bare.register(
        async (api) => {
          api.get('/vehicle/undeclared', async () => ({ leaked: true }));
        },
        { prefix: '/api' },
      );
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/vehicle\/undeclared não declara config.permission/);
  });

  it('leaves routes outside /api alone', async () => {
    const site = Fastify({ logger: false });
    await site.register(securityPlugin, { config: testConfig(), featureToggles: {} });
    site.get('/config.json', async () => ({ ok: true }));
    await site.ready();
    expect((await site.inject({ url: '/config.json' })).statusCode).toBe(200);
    await site.close();
  });
});
