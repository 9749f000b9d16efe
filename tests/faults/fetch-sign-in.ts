/**
 * keycloak-js's sign-in and logout against one real server process, with fetch (no browser): the
 * login form, the authorization code with PKCE, the token endpoint, and the RP-initiated logout the
 * SPA's "Sair" sends. Every request goes to `server` (one instance's own port); the redirect URIs
 * are the public origin's, as the SPA behind the proxy sends them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DemoUser } from '../e2e/support/login.ts';

const OIDC = '/auth/realms/vtlog/protocol/openid-connect';
export const SPA_CLIENT_ID = 'vtlog-web';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

// tests/helpers/auth.ts has the same for inject(); it types the Fastify app, which the browser tests' tsconfig does not see.
function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface FetchSession {
  tokens: TokenSet;
  /** The identity provider's cookies the browser would hold (the SSO cookie among them), as a Cookie header. */
  cookie: string;
}

/** `name=value` of each Set-Cookie, joined as a Cookie header. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function signInWithFetch(server: string, publicUrl: string, username: DemoUser): Promise<FetchSession> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${publicUrl}/`;
  const query = new URLSearchParams({
    client_id: SPA_CLIENT_ID,
    redirect_uri: redirectUri,
    state,
    nonce: `n-${state}`,
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const form = await fetch(`${server}${OIDC}/auth?${query}`);
  const html = await form.text();
  const action = /<form id="kc-form-login" method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (form.status !== 200 || !action) throw new Error(`a página de login respondeu ${form.status} sem formulário: ${html.slice(0, 300)}`);

  // The form posts to the public origin; here it goes to the same instance.
  const target = new URL(action, publicUrl);
  const posted = await fetch(`${server}${target.pathname}${target.search}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(form) },
    body: new URLSearchParams({ username, password: username }),
  });
  const location = posted.headers.get('location');
  const code = location ? new URLSearchParams(new URL(location).hash.slice(1)).get('code') : null;
  if (posted.status !== 302 || !code) throw new Error(`o login de ${username} respondeu ${posted.status} (${location ?? 'sem redirecionamento'})`);

  const answer = await token(server, { grant_type: 'authorization_code', client_id: SPA_CLIENT_ID, code, redirect_uri: redirectUri, code_verifier: verifier });
  if (answer.status !== 200) throw new Error(`o endpoint de token respondeu ${answer.status}: ${await answer.text()}`);
  return { tokens: (await answer.json()) as TokenSet, cookie: cookieHeader(posted) };
}

/** The token endpoint, form-encoded like keycloak-js. */
export function token(server: string, form: Record<string, string>): Promise<Response> {
  return fetch(`${server}${OIDC}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
}

/** keycloak-js's `logout({ redirectUri })`: the browser, with its SSO cookie, opens the end-session endpoint. */
export function logOutWithFetch(server: string, publicUrl: string, session: FetchSession): Promise<Response> {
  const query = new URLSearchParams({ client_id: SPA_CLIENT_ID, post_logout_redirect_uri: `${publicUrl}/`, id_token_hint: session.tokens.id_token });
  return fetch(`${server}${OIDC}/logout?${query}`, { redirect: 'manual', headers: { cookie: session.cookie } });
}
