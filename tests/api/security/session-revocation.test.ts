import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { bearer, browserSignIn, SPA_CLIENT_ID } from '../../helpers/auth.ts';
import { buildIdpTestApp } from '../idp/test-app.ts';

/**
 * A token already used on the API (its permissions cached) must stop working as soon as its SSO
 * session ends: sign-out, expiry or server-side revocation.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildIdpTestApp();
});
afterAll(() => app.close());

const home = (token: string) => app.inject({ url: '/api/probe/home', headers: bearer(token) });

async function usedToken(username: string) {
  const { tokens, cookies } = await browserSignIn(app, username);
  expect((await home(tokens.access_token)).statusCode).toBe(200);
  const sid = decodeJwt(tokens.access_token).sid;
  if (typeof sid !== 'string') throw new Error('access token without sid');
  return { ...tokens, cookies, sid };
}

describe('the API honours the end of the SSO session at once', () => {
  it('after sign-out (RP-initiated logout with the ID token)', async () => {
    const tokens = await usedToken('analista');
    const logout = await app.inject({
      url: '/auth/realms/vtlog/protocol/openid-connect/logout',
      cookies: tokens.cookies,
      query: { client_id: SPA_CLIENT_ID, post_logout_redirect_uri: 'http://localhost:8080/', id_token_hint: tokens.id_token },
    });
    expect(logout.statusCode).toBe(302);
    const response = await home(tokens.access_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('after server-side revocation of the session', async () => {
    const tokens = await usedToken('operador');
    await app.embeddedIdp?.store.endSession(tokens.sid);
    expect((await home(tokens.access_token)).statusCode).toBe(401);
  });

  it('after the session expires (idle timeout passed)', async () => {
    const tokens = await usedToken('admin');
    const tenDays = 10 * 24 * 3600;
    await app.db
      .updateTable('idp_sessions')
      .set((eb) => ({ last_seen: eb('last_seen', '-', tenDays), started: eb('started', '-', tenDays) }))
      .where('id', '=', tokens.sid)
      .execute();
    expect((await home(tokens.access_token)).statusCode).toBe(401);
  });

  it('other sessions of the same user keep working', async () => {
    const ended = await usedToken('admin');
    const other = await usedToken('admin');
    await app.embeddedIdp?.store.endSession(ended.sid);
    expect((await home(ended.access_token)).statusCode).toBe(401);
    expect((await home(other.access_token)).statusCode).toBe(200);
  });
});
