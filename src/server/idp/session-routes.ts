import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAuthError, type EmbeddedIdp } from './embedded-idp.ts';
import {
  applyCors,
  bearerToken,
  COOKIE,
  cookieOptions,
  cssUrl,
  param,
  preflight,
  realmPath,
  sendHtml,
  sendJson,
  sendOAuthError,
  withResponseParams,
} from './idp-http.ts';
import { logoutConfirmPage, messagePage } from './pages.ts';
import { TokenRejected } from './token-service.ts';
import { validRedirectUri } from './redirect-uri.ts';
import type { RealmUser } from './realm-types.ts';
import type { BrowserSession } from './session-store.ts';

/** userinfo, account (keycloak-js loadUserProfile) and RP-initiated logout. */
export function sessionRoutes(app: FastifyInstance, idp: EmbeddedIdp): void {
  const oidc = `/realms/${idp.realm.name}/protocol/openid-connect`;

  const caller = async (request: FastifyRequest): Promise<RealmUser> => {
    const token = bearerToken(request) ?? param(request, 'access_token');
    if (!token) throw new OAuthError(401, 'invalid_request', 'Token not provided');
    try {
      return (await idp.verifyAccessToken(token, idp.originFor(request))).user;
    } catch (error) {
      if (!(error instanceof TokenRejected)) throw error;
      throw new OAuthError(401, 'invalid_token', 'Token verification failed');
    }
  };

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    applyCors(idp, request, reply);
    try {
      const user = await caller(request);
      return sendJson(reply, 200, {
        sub: user.id,
        email_verified: user.emailVerified,
        name: `${user.firstName} ${user.lastName}`.trim(),
        preferred_username: user.username,
        given_name: user.firstName,
        family_name: user.lastName,
        email: user.email,
      });
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  };
  app.get(`${oidc}/userinfo`, userinfo);
  app.post(`${oidc}/userinfo`, userinfo);
  app.options(`${oidc}/userinfo`, preflight(idp, 'GET, POST, OPTIONS'));

  app.options(`/realms/${idp.realm.name}/account`, preflight(idp, 'GET, OPTIONS'));
  app.get(`/realms/${idp.realm.name}/account`, async (request, reply) => {
    applyCors(idp, request, reply);
    if (!bearerToken(request) && request.headers.accept?.includes('text/html')) {
      const back = param(request, 'referrer_uri');
      const client = idp.client(param(request, 'referrer'));
      const href = back && client && validRedirectUri(back, client.redirectUris, idp.originFor(request));
      const link = href ? { href, label: 'Voltar ao aplicativo' } : undefined;
      return sendHtml(reply, 200, messagePage(cssUrl(), 'Conta', 'Os dados da conta são mantidos pelo administrador do Vehicles Tracking.', link));
    }
    try {
      const user = await caller(request);
      return sendJson(reply, 200, {
        id: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        emailVerified: user.emailVerified,
        attributes: {},
      });
    } catch (error) {
      if (error instanceof OAuthError) return sendOAuthError(reply, error);
      throw error;
    }
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = idp.originFor(request);
    const fail = (message: string) => sendHtml(reply, 400, messagePage(cssUrl(), 'Erro', message));
    const idTokenHint = param(request, 'id_token_hint');
    const redirect = param(request, 'post_logout_redirect_uri');
    let clientId = param(request, 'client_id');
    let hintedSession: string | undefined;
    if (redirect && !idTokenHint && !clientId) return fail('Parâmetros ausentes: id_token_hint');
    if (idTokenHint) {
      try {
        // Keycloak accepts an expired ID token as a logout hint; the signature and issuer must hold.
        const claims = await idp.tokens.verify(idTokenHint, idp.issuerFor(origin), 'ID', { allowExpired: true });
        if (clientId && clientId !== claims.azp) return fail('O client_id não corresponde ao id_token_hint.');
        clientId = typeof claims.azp === 'string' ? claims.azp : undefined;
        hintedSession = typeof claims.sid === 'string' ? claims.sid : undefined;
      } catch (error) {
        if (!(error instanceof TokenRejected)) throw error;
        return fail('Parâmetro inválido: id_token_hint');
      }
    }
    const client = idp.client(clientId);
    if (clientId && !client) return fail('Cliente não encontrado.');
    const target = redirect && client && validRedirectUri(redirect, client.postLogoutRedirectUris, origin);
    if (redirect && !target) return fail('Parâmetro inválido: post_logout_redirect_uri');
    const session = await idp.store.sessionByIdentity(request.cookies[COOKIE.identity]);
    // The ID token only vouches for its own session: it must be the one this browser is signed in
    // with (another user's token, even a stolen or expired one, never ends someone else's session).
    const hintIsThisSession = session !== undefined && hintedSession === session.id;
    const confirmed = hintIsThisSession || (session !== undefined && request.method === 'POST' && confirmMatches(param(request, 'confirm'), session));
    if (!confirmed && session) {
      return sendHtml(
        reply,
        200,
        logoutConfirmPage(cssUrl(), `${realmPath(idp)}/protocol/openid-connect/logout`, {
          post_logout_redirect_uri: redirect,
          client_id: clientId,
          state: param(request, 'state'),
          confirm: confirmToken(session),
        }),
      );
    }
    if (session) await idp.store.endSession(session.id);
    reply.clearCookie(COOKIE.identity, cookieOptions(idp, origin, true));
    reply.clearCookie(COOKIE.session, cookieOptions(idp, origin, false));
    if (target) return reply.redirect(withResponseParams(target, 'query', { state: param(request, 'state') }), 302);
    return sendHtml(reply, 200, messagePage(cssUrl(), 'Sessão encerrada', 'Você saiu do Vehicles Tracking.'));
  };
  app.get(`${oidc}/logout`, logout);
  app.post(`${oidc}/logout`, logout);
}

/** Ties the confirmation form to the browser's HttpOnly session cookie (another site cannot forge it). */
function confirmToken(session: BrowserSession): string {
  return createHash('sha256').update(`logout:${session.identitySecret}`).digest('base64url');
}

function confirmMatches(given: string | undefined, session: BrowserSession): boolean {
  const expected = Buffer.from(confirmToken(session));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
