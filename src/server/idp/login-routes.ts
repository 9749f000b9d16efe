import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmbeddedIdp } from './embedded-idp.ts';
import { COOKIE, cookieOptions, cssUrl, param, realmPath, sendHtml, sessionCookieValue, withResponseParams } from './idp-http.ts';
import { loginPage, messagePage } from './pages.ts';
import { validRedirectUri } from './redirect-uri.ts';
import type { BrowserSession, PendingLogin } from './session-store.ts';

const PKCE_CHALLENGE = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Keycloak's user-profile limit for usernames and e-mails; longer sign-in names are cut to it. */
const USERNAME_MAX_LENGTH = 255;
/**
 * Longest authorization request parameters (Keycloak's defaults: 4000 characters for the standard
 * OIDC parameters, the username limit for login_hint). They are kept with the pending login until
 * it is used or expires, so they bound its memory.
 */
const PARAM_MAX_LENGTH = 4000;
const PARAM_MAX_LENGTH_OF: Record<string, number> = { login_hint: USERNAME_MAX_LENGTH };
const AUTH_PARAMS = [
  'client_id',
  'redirect_uri',
  'state',
  'nonce',
  'scope',
  'response_type',
  'response_mode',
  'prompt',
  'login_hint',
  'code_challenge',
  'code_challenge_method',
];

const messages = {
  invalid: 'Usuário ou senha inválidos.',
  locked: 'Conta temporariamente bloqueada após várias tentativas sem sucesso. Aguarde alguns minutos e tente novamente.',
  disabled: 'Conta desativada. Procure o administrador.',
  expired: 'A página de login expirou. Volte ao aplicativo e tente novamente.',
  busy: 'Muitas tentativas de entrada ao mesmo tempo. Aguarde alguns segundos e tente novamente.',
};

/** The authorization endpoint (code flow + PKCE) and the login form it shows. */
export function loginRoutes(app: FastifyInstance, idp: EmbeddedIdp): void {
  const base = `/realms/${idp.realm.name}`;

  app.get(`${base}/protocol/openid-connect/auth`, async (request, reply) => {
    const origin = idp.originFor(request);
    const tooLong = AUTH_PARAMS.find((name) => (param(request, name)?.length ?? 0) > (PARAM_MAX_LENGTH_OF[name] ?? PARAM_MAX_LENGTH));
    if (tooLong) return sendHtml(reply, 400, messagePage(cssUrl(), 'Erro', `Parâmetro inválido: ${tooLong}`));
    const client = idp.client(param(request, 'client_id'));
    if (!client) return sendHtml(reply, 400, messagePage(cssUrl(), 'Erro', 'Cliente não encontrado.'));
    const redirectUri = param(request, 'redirect_uri');
    const target = redirectUri && validRedirectUri(redirectUri, client.redirectUris, origin);
    if (!redirectUri || !target) return sendHtml(reply, 400, invalidRedirectPage());
    const state = param(request, 'state');
    const responseModeParam = param(request, 'response_mode');
    const responseMode = responseModeParam === 'fragment' ? 'fragment' : 'query';
    const fail = (error: string, description?: string) =>
      reply.redirect(withResponseParams(target, responseMode, { error, error_description: description, state, iss: idp.issuerFor(origin) }), 302);

    if (responseModeParam !== undefined && responseModeParam !== 'query' && responseModeParam !== 'fragment') {
      return fail('invalid_request', 'Invalid parameter: response_mode');
    }
    if (param(request, 'response_type') !== 'code' || !client.standardFlowEnabled) {
      return fail('unsupported_response_type', 'Client is not allowed to initiate browser login with given response_type.');
    }
    const codeChallenge = param(request, 'code_challenge');
    let codeChallengeMethod = param(request, 'code_challenge_method');
    if (client.pkceMethod) {
      if (!codeChallengeMethod) return fail('invalid_request', 'Missing parameter: code_challenge_method');
      if (codeChallengeMethod !== client.pkceMethod) return fail('invalid_request', 'Invalid parameter: code_challenge_method');
      if (!codeChallenge) return fail('invalid_request', 'Missing parameter: code_challenge');
    }
    if (codeChallenge !== undefined) {
      codeChallengeMethod ??= 'plain';
      if (codeChallengeMethod !== 'S256' && codeChallengeMethod !== 'plain') return fail('invalid_request', 'Invalid parameter: code_challenge_method');
      if (!PKCE_CHALLENGE.test(codeChallenge)) return fail('invalid_request', 'Invalid parameter: code_challenge');
    }

    const login = {
      clientId: client.clientId,
      redirectUri,
      responseMode,
      state,
      nonce: param(request, 'nonce'),
      scope: normalizeScope(param(request, 'scope')),
      codeChallenge,
      codeChallengeMethod: codeChallenge === undefined ? undefined : codeChallengeMethod,
    } as const;
    const prompt = param(request, 'prompt');
    const session = await idp.store.sessionByIdentity(request.cookies[COOKIE.identity]);
    if (session && prompt !== 'login') {
      return completeLogin(idp, request, reply, { ...login, tabId: '', browserId: '', address: request.ip, expiresAt: 0 }, target, session);
    }
    if (prompt === 'none') return fail('login_required');

    const browserId = request.cookies[COOKIE.authSession] ?? randomBytes(24).toString('base64url');
    const pending = await idp.store.addPending({
      ...login,
      browserId,
      address: request.ip,
      expiresAt: Math.floor(Date.now() / 1000) + idp.realm.accessCodeLifespanLogin,
    });
    reply.setCookie(COOKIE.authSession, browserId, cookieOptions(idp, origin, true));
    return sendHtml(reply, 200, loginPage({ actionUrl: actionUrl(idp, pending.tabId), cssUrl: cssUrl(), username: param(request, 'login_hint') ?? '' }));
  });

  app.post(`${base}/login-actions/authenticate`, async (request, reply) => {
    const tabId = param(request, 'tab_id');
    const pending = await idp.store.pendingLogin(tabId, request.cookies[COOKIE.authSession]);
    if (!pending) return sendHtml(reply, 400, messagePage(cssUrl(), 'Página expirada', messages.expired));
    // Checked again before any session exists: the pending login may predate a check or a change of
    // the client's redirect URIs, and a redirect that cannot be sent must not leave a session behind.
    const client = idp.client(pending.clientId);
    const target = client && validRedirectUri(pending.redirectUri, client.redirectUris, idp.originFor(request));
    if (!target) return sendHtml(reply, 400, invalidRedirectPage());
    const username = (param(request, 'username') ?? '').slice(0, USERNAME_MAX_LENGTH);
    const password = param(request, 'password') ?? '';
    const result = await idp.login(username, password, request.ip);
    if (!result.ok) {
      const page = loginPage({ actionUrl: actionUrl(idp, pending.tabId), cssUrl: cssUrl(), username, error: messages[result.reason] });
      return sendHtml(reply, result.reason === 'locked' || result.reason === 'busy' ? 429 : 401, page);
    }
    // Of two posts of one login form (to any instances), only the one that removes it signs in.
    if (!(await idp.store.removePending(pending.tabId))) return sendHtml(reply, 400, messagePage(cssUrl(), 'Página expirada', messages.expired));
    const session = await idp.store.createSession(result.user.id);
    return completeLogin(idp, request, reply, pending, target, session);
  });
}

/**
 * Sets the SSO cookies and redirects back to the client with a single-use code: to `target`, the
 * validated form of the login's redirect URI (the code keeps the URI as sent, which the token
 * request must repeat).
 */
async function completeLogin(
  idp: EmbeddedIdp,
  request: FastifyRequest,
  reply: FastifyReply,
  login: PendingLogin,
  target: string,
  session: BrowserSession,
): Promise<FastifyReply> {
  const origin = idp.originFor(request);
  const code = await idp.store.addCode({
    clientId: login.clientId,
    redirectUri: login.redirectUri,
    sessionId: session.id,
    nonce: login.nonce,
    scope: login.scope,
    codeChallenge: login.codeChallenge,
    codeChallengeMethod: login.codeChallengeMethod,
    expiresAt: Math.floor(Date.now() / 1000) + idp.realm.accessCodeLifespan,
  });
  const maxAge = idp.realm.ssoSessionMaxLifespan;
  reply.setCookie(COOKIE.identity, session.identitySecret, { ...cookieOptions(idp, origin, true), maxAge });
  reply.setCookie(COOKIE.session, sessionCookieValue(session.id), { ...cookieOptions(idp, origin, false), maxAge });
  const location = withResponseParams(target, login.responseMode, {
    state: login.state,
    session_state: session.id,
    iss: idp.issuerFor(origin),
    code: code.code,
  });
  return reply.redirect(location, 302);
}

function invalidRedirectPage(): string {
  return messagePage(cssUrl(), 'Erro', 'Parâmetro inválido: redirect_uri');
}

function actionUrl(idp: EmbeddedIdp, tabId: string): string {
  return `${realmPath(idp)}/login-actions/authenticate?tab_id=${encodeURIComponent(tabId)}`;
}

/** Scopes granted to the SPA: `openid` plus the client's default scopes present in Keycloak tokens. */
function normalizeScope(requested: string | undefined): string {
  const scopes = new Set(['openid', ...(requested ?? '').split(' ').filter((s) => s === 'openid'), 'profile', 'email']);
  return [...scopes].join(' ');
}
