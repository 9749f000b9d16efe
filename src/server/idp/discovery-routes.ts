import { readFileSync } from 'node:fs';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFavicon } from '../http/favicon.ts';
import type { EmbeddedIdp } from './embedded-idp.ts';
import { applyCors, sendHtml } from './idp-http.ts';
import { isAllowedOrigin } from './redirect-uri.ts';

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

/** Well-known documents, JWKS, the realm root and the iframe pages keycloak-js loads. */
export function discoveryRoutes(app: FastifyInstance, idp: EmbeddedIdp): void {
  const realm = `/realms/${idp.realm.name}`;
  const oidc = `${realm}/protocol/openid-connect`;
  const files = {
    css: asset('login.css'),
    loginStatus: asset('login-status-iframe.js'),
    step1: asset('3p-cookies-step1.js'),
  };

  /**
   * What the OpenID and UMA 2 documents share, for the issuer of this request's origin. Only
   * endpoints this server serves: Keycloak's UMA document also names the protection API
   * (resource registration, permission and policy endpoints), which the embedded server has not.
   */
  const sharedMetadata = (request: FastifyRequest) => {
    const issuer = idp.issuerFor(idp.originFor(request));
    const endpoints = `${issuer}/protocol/openid-connect`;
    return {
      endpoints,
      metadata: {
        issuer,
        authorization_endpoint: `${endpoints}/auth`,
        token_endpoint: `${endpoints}/token`,
        introspection_endpoint: `${endpoints}/token/introspect`,
        jwks_uri: `${endpoints}/certs`,
        end_session_endpoint: `${endpoints}/logout`,
        grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials', 'urn:ietf:params:oauth:grant-type:uma-ticket'],
        response_types_supported: ['code'],
        response_modes_supported: ['query', 'fragment'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      },
    };
  };

  app.get(`${realm}/.well-known/openid-configuration`, async (request, reply) => {
    applyCors(idp, request, reply);
    const { endpoints, metadata } = sharedMetadata(request);
    return {
      ...metadata,
      userinfo_endpoint: `${endpoints}/userinfo`,
      revocation_endpoint: `${endpoints}/revoke`,
      // Introspection is for confidential clients only; public clients may revoke their own tokens.
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      check_session_iframe: `${endpoints}/login-status-iframe.html`,
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      userinfo_signing_alg_values_supported: ['none'],
      code_challenge_methods_supported: ['plain', 'S256'],
      scopes_supported: ['openid', 'profile', 'email'],
      claims_supported: [
        'aud',
        'sub',
        'iss',
        'auth_time',
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'email',
        'email_verified',
        'acr',
        'azp',
        'sid',
      ],
      claims_parameter_supported: false,
      request_parameter_supported: false,
      frontchannel_logout_supported: false,
      backchannel_logout_supported: false,
    };
  });

  app.get(`${realm}/.well-known/uma2-configuration`, async (request, reply) => {
    applyCors(idp, request, reply);
    return sharedMetadata(request).metadata;
  });

  app.get(`${oidc}/certs`, async (request, reply) => {
    applyCors(idp, request, reply);
    return reply.header('cache-control', 'no-cache').send(await idp.jwks());
  });

  app.get(realm, async (request) => ({
    realm: idp.realm.name,
    'token-service': `${idp.issuerFor(idp.originFor(request))}/protocol/openid-connect`,
    'account-service': `${idp.issuerFor(idp.originFor(request))}/account`,
    'tokens-not-before': 0,
  }));

  // The iframe pages and their scripts are the same for every user and load on every page load of the
  // app: cached for an hour, so a reload over a slow network does not wait for them one round trip at a time.
  const iframeCacheSeconds = 3600;
  const page = (script: string) =>
    `<!doctype html>\n<html lang="pt-BR">\n<head><meta charset="utf-8"><title>Vehicles Tracking</title></head>\n<body><script type="module" src="${script}"></script></body>\n</html>\n`;
  const iframePage = (script: string) => (_request: unknown, reply: FastifyReply) =>
    sendHtml(reply, 200, page(script), { framable: true, cacheSeconds: iframeCacheSeconds });
  app.get(`${oidc}/login-status-iframe.html`, iframePage('login-status-iframe.js'));
  app.get(`${oidc}/3p-cookies/step1.html`, iframePage('step1.js'));
  const script = (body: string) => (_request: unknown, reply: FastifyReply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', `public, max-age=${iframeCacheSeconds}`).send(body);
  app.get(`${oidc}/login-status-iframe.js`, script(files.loginStatus));
  app.get(`${oidc}/3p-cookies/step1.js`, script(files.step1));
  app.get('/resources/vtlog/favicon.svg', (_request, reply) => sendFavicon(reply));
  app.get('/resources/vtlog/login.css', (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(files.css),
  );

  // The iframe asks once whether this client may check sessions from this origin (Keycloak's LoginStatusIframeEndpoint).
  const initQuery = { type: 'object', properties: { client_id: { type: 'string' }, origin: { type: 'string' } } } as const;
  app
    .withTypeProvider<JsonSchemaToTsProvider>()
    .get(`${oidc}/login-status-iframe.html/init`, { schema: { querystring: initQuery } }, async (request, reply) => {
      const { query } = request;
      const client = idp.client(query.client_id);
      const allowed = client && query.origin && isAllowedOrigin(query.origin, client, idp.originFor(request));
      return reply.code(allowed ? 204 : 403).send();
    });
}
