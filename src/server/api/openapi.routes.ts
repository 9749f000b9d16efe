import type { FastifyInstance } from 'fastify';

/** The OpenAPI document built by @fastify/swagger from the route schemas (public, like any API description). */
export async function openapiRoute(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { schema: { hide: true }, config: { permission: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
