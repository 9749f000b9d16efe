/**
 * Probes for load balancers and orchestrators, public and outside /api (no token, no permission):
 * - GET /healthz: the process answers (no database access), so a supervisor restarts a hung process;
 * - GET /readyz: this instance should get traffic: the database answers, has every migration of
 *   this version, and the instance is not shutting down. 503 (catalogue body, pt-BR) otherwise, so a
 *   balancer takes the instance out without a restart.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pendingMigrations } from '../db/migrate.ts';
import { AppError, errorRef } from '../errors.ts';
import { toAppError } from './error-handler.ts';

export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

const statusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok'] } },
} as const;

const probe = (summary: string, description: string, unavailable: boolean) => ({
  schema: {
    summary,
    description,
    tags: ['operations'],
    // Public: overrides the document's default bearer requirement.
    security: [],
    response: { 200: statusSchema, ...(unavailable ? { 503: errorRef } : {}) },
  },
  config: { permission: 'public' as const },
});

export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  // main.ts sets it on SIGTERM/SIGINT, before closing; app.close() sets it too.
  app.decorate('readiness', { shuttingDown: false });
  app.addHook('preClose', async () => {
    app.readiness.shuttingDown = true;
  });

  app.get('/healthz', probe('O processo está no ar', 'Não consulta o banco de dados.', false), async () => ({ status: 'ok' as const }));

  app.get(
    '/readyz',
    probe(
      'A instância está pronta para receber tráfego',
      'Banco de dados acessível, com todas as migrações desta versão, e a instância não está sendo desligada; 503 caso contrário.',
      true,
    ),
    async (request, reply) => {
      if (app.readiness.shuttingDown) return notReady(request, reply, new AppError('NOT_READY', { message: 'O servidor está sendo desligado.' }));
      let pending: string[];
      try {
        pending = await pendingMigrations(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readyz: o banco de dados não respondeu');
        return notReady(request, reply, toAppError(error as Error));
      }
      if (pending.length > 0) {
        return notReady(
          request,
          reply,
          new AppError('NOT_READY', {
            message: `O banco de dados não tem ${pending.length} migração(ões) desta versão: ${pending.join(', ')}.`,
            details: { pendentes: pending },
          }),
        );
      }
      return { status: 'ok' as const };
    },
  );
}

/** Answered here rather than thrown: a probe polled every few seconds must not log an error each time. */
function notReady(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const appError = error.statusCode === 503 ? error : new AppError('DATABASE_UNAVAILABLE', { cause: error });
  return reply.status(503).header('cache-control', 'no-store').send(appError.toBody(request.id));
}
