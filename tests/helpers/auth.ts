import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * Real tokens for API tests, obtained through the embedded identity provider with `inject()`:
 * the same authorization-code + PKCE flow keycloak-js runs in the browser (login form, code,
 * token endpoint). The app must have the IdP mounted at `/auth` and the security plugin registered.
 */
export { demoUsers, type DemoUser } from './realm-grants.ts';

export const SPA_CLIENT_ID = 'vtlog-web';
export const SPA_REDIRECT_URI = 'http://localhost:8080/';
export const REALM = '/auth/realms/vtlog';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  refresh_expires_in: number;
  session_state: string;
  token_type: string;
  scope: string;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface LoginResult {
  code: string;
  state: string;
  verifier: string;
  redirectUri: string;
  /** Cookies the IdP set (KEYCLOAK_IDENTITY, KEYCLOAK_SESSION...), for follow-up requests. */
  cookies: Record<string, string>;
}

/** Opens the login page, posts the credentials and returns the code from the redirect. */
export interface FlowOptions {
  redirectUri?: string;
  /** Host header (the issuer follows the request's origin); inject's default is `localhost:80`. */
  host?: string;
}

export async function loginThroughForm(app: FastifyInstance, username: string, password: string = username, options: FlowOptions = {}): Promise<LoginResult> {
  const redirectUri = options.redirectUri ?? SPA_REDIRECT_URI;
  const host = options.host ? { host: options.host } : {};
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const page = await app.inject({
    method: 'GET',
    url: `${REALM}/protocol/openid-connect/auth`,
    headers: host,
    query: {
      client_id: SPA_CLIENT_ID,
      redirect_uri: redirectUri,
      state,
      response_mode: 'fragment',
      response_type: 'code',
      scope: 'openid',
      nonce: 'n-' + state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    },
  });
  if (page.statusCode !== 200) throw new Error(`login page answered ${page.statusCode}: ${page.body.slice(0, 200)}`);
  const action = /<form id="kc-form-login" method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  const browser = page.cookies.find((c) => c.name === 'AUTH_SESSION_ID')?.value;
  if (!action || !browser) throw new Error('login page without form action or AUTH_SESSION_ID cookie');
  const posted = await app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...host },
    cookies: { AUTH_SESSION_ID: browser },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  const location = posted.headers.location;
  if (posted.statusCode !== 302 || typeof location !== 'string') throw new Error(`login of ${username} failed with ${posted.statusCode}`);
  const response = new URLSearchParams(new URL(location).hash.slice(1));
  const code = response.get('code');
  if (!code) throw new Error(`no code in redirect ${location}`);
  return { code, state, verifier, redirectUri, cookies: Object.fromEntries(posted.cookies.map((c) => [c.name, c.value])) };
}

/** The token endpoint, form-encoded like keycloak-js. */
export function postToken(app: FastifyInstance, form: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `${REALM}/protocol/openid-connect/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Full sign-in of a demo user (password = username): access, refresh and ID tokens. */
export async function tokensFor(app: FastifyInstance, username: string, password: string = username, options: FlowOptions = {}): Promise<TokenSet> {
  return (await browserSignIn(app, username, password, options)).tokens;
}

/** A browser's sign-in: its tokens and the SSO cookie it then holds (sent to the IdP, e.g. on logout). */
export async function browserSignIn(app: FastifyInstance, username: string, password: string = username, options: FlowOptions = {}) {
  const login = await loginThroughForm(app, username, password, options);
  const form = { grant_type: 'authorization_code', client_id: SPA_CLIENT_ID, code: login.code, redirect_uri: login.redirectUri, code_verifier: login.verifier };
  const response = await postToken(app, form, options.host ? { host: options.host } : {});
  if (response.statusCode !== 200) throw new Error(`token endpoint answered ${response.statusCode}: ${response.body}`);
  return { tokens: response.json<TokenSet>(), cookies: { KEYCLOAK_IDENTITY: login.cookies.KEYCLOAK_IDENTITY ?? '' } };
}

export async function accessTokenFor(app: FastifyInstance, username: string): Promise<string> {
  return (await tokensFor(app, username)).access_token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A real token re-signed with the realm key after changing claims (e.g. exp in the past, another iss). */
export async function resignedToken(app: FastifyInstance, token: string, change: (claims: JWTPayload) => JWTPayload): Promise<string> {
  const idp = app.embeddedIdp;
  if (!idp) throw new Error('resignedToken needs the embedded identity provider (AUTH_URL unset)');
  const claims = change({ ...decodeJwt(token) });
  const { iss, iat, exp, ...rest } = claims;
  return idp.tokens.sign(rest, iss ?? '', iat ?? 0, exp ?? 0);
}

/** The user's real token, expired one minute ago (signature still valid). */
export async function expiredAccessTokenFor(app: FastifyInstance, username: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return resignedToken(app, await accessTokenFor(app, username), (c) => ({ ...c, iat: now - 400, exp: now - 60 }));
}

/** The user's real claims and kid, signed by a key the identity provider never had. */
export async function forgedAccessTokenFor(app: FastifyInstance, username: string): Promise<string> {
  const real = await accessTokenFor(app, username);
  const { privateKey } = await generateKeyPair('RS256');
  const header = JSON.parse(Buffer.from(real.split('.')[0] ?? '', 'base64url').toString()) as { kid: string };
  return new SignJWT(decodeJwt(real)).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: header.kid }).sign(privateKey);
}

/** Correctly signed by the realm key, but issued for another origin's realm URL. */
export async function otherIssuerAccessTokenFor(app: FastifyInstance, username: string): Promise<string> {
  return resignedToken(app, await accessTokenFor(app, username), (c) => ({ ...c, iss: 'https://sso.example.com/auth/realms/vtlog' }));
}
