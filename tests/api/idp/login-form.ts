/** The embedded provider's login form as a browser meets it: opened from an address, posted with its AUTH_SESSION_ID. */
import type { FastifyInstance } from 'fastify';
import { pkcePair, SPA_CLIENT_ID, SPA_REDIRECT_URI } from '../../helpers/auth.ts';

export const AUTH = '/auth/realms/vtlog/protocol/openid-connect/auth';

export const authQuery = (over: Record<string, string> = {}) => ({
  client_id: SPA_CLIENT_ID,
  redirect_uri: SPA_REDIRECT_URI,
  state: 'st',
  nonce: 'nn',
  response_mode: 'fragment',
  response_type: 'code',
  scope: 'openid',
  code_challenge: pkcePair().challenge,
  code_challenge_method: 'S256',
  ...over,
});

export interface LoginForm {
  action: string;
  browser: string;
}

/** Opens a login page from `address` (with the browser's AUTH_SESSION_ID when given). */
export async function openLoginForm(app: FastifyInstance, address: string, browser?: string, query: Record<string, string> = {}) {
  const page = await app.inject({ url: AUTH, query: authQuery(query), remoteAddress: address, cookies: browser ? { AUTH_SESSION_ID: browser } : {} });
  const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
  return { page, action, browser: browser ?? page.cookies.find((c) => c.name === 'AUTH_SESSION_ID')?.value ?? '' };
}

/** Posts a name and password to a form opened by `openLoginForm`, from `address`. */
export const postLoginForm = (app: FastifyInstance, address: string, form: LoginForm, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: form.action,
    remoteAddress: address,
    cookies: { AUTH_SESSION_ID: form.browser },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
