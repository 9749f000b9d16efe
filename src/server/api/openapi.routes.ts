import type { ApiPlugin } from '../api-plugin.ts';

/** The OpenAPI document built by @fastify/swagger from the route schemas (public, like any API description). */
export const openapiRoute: ApiPlugin = async (app) => {
  app.get('/openapi.json', { schema: { hide: true }, config: { permission: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
};
