import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { discoveryRoutes } from './discovery-routes.ts';
import { errorCatalogue } from '../errors.ts';
import { isDatabaseUnavailable } from '../http/error-handler.ts';
import { cssUrl, sendHtml, sendJson } from './idp-http.ts';
import { introspectionRoutes } from './introspection-routes.ts';
import { messagePage } from './pages.ts';
import { loginRoutes } from './login-routes.ts';
import { revocationRoutes } from './revocation-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { tokenRoutes } from './token-routes.ts';

/**
 * The embedded Keycloak-compatible identity provider, mounted by app.ts under `/auth` when no
 * external AUTH_URL is configured. Serves `/auth/realms/<realm>/...` as Keycloak does, so the SPA's
 * unmodified keycloak-js and the API's security plugin work the same against a real Keycloak.
 * Encapsulated (not fastify-plugin): its form parser, cookies and OAuth-shaped errors stay inside.
 */
export async function idpPlugin(app: FastifyInstance, opts: { config: ServerConfig }): Promise<void> {
  // Created by the security plugin (registered first), which checks the tokens it issues.
  const idp = app.embeddedIdp;
  if (!idp) throw new Error(`o servidor de identidade embutido precisa do plugin de segurança sem AUTH_URL (${opts.config.auth.realm})`);
  await app.register(formbody);
  await app.register(cookie);
  // As Keycloak's login pages: no Referer leaves the provider's pages or follows its redirects,
  // whose addresses carry tab ids, codes and states. Set first, so every answer has it (errors
  // too) and the server's own policy (security-headers.ts) does not replace it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
  });

  // Errors here follow OAuth/Keycloak ({error, error_description}), not the API's catalogue. The
  // sessions live in the database: while it is down, a browser gets a pt-BR page that retries the
  // same address, an OAuth client a 503 `temporarily_unavailable` it may retry.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'identity provider: database unavailable');
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        const { message } = errorCatalogue.DATABASE_UNAVAILABLE;
        return sendHtml(reply, 503, messagePage(cssUrl(), 'Serviço indisponível', message, { href: request.url, label: 'Tentar novamente' }));
      }
      return sendJson(reply, 503, { error: 'temporarily_unavailable', error_description: 'Database unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'identity provider error');
      return sendJson(reply, 500, { error: 'server_error', error_description: 'Unexpected server error' });
    }
    return sendJson(reply, status, { error: 'invalid_request', error_description: error.message });
  });

  discoveryRoutes(app, idp);
  loginRoutes(app, idp);
  tokenRoutes(app, idp);
  introspectionRoutes(app, idp);
  revocationRoutes(app, idp);
  sessionRoutes(app, idp);
}
