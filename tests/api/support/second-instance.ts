/**
 * A second app instance over a test app's database (its own connections, its own identity
 * provider and tokens), as two servers behind a load balancer share one database.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { accessTokenFor, bearer, type DemoUser } from '../../helpers/auth.ts';
import { buildChecked } from './contract-check.ts';
import type { TestApp } from './test-app.ts';

export interface Instance {
  app: FastifyInstance;
  as(user: DemoUser, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function secondInstance(t: TestApp): Promise<Instance> {
  const app = await buildChecked(t.config, { database: t.reopen() });
  await app.ready();
  const tokens = new Map<DemoUser, string>();
  return {
    app,
    async as(user, options) {
      if (!tokens.has(user)) tokens.set(user, await accessTokenFor(app, user));
      return app.inject({ ...options, headers: { ...(options.headers ?? {}), ...bearer(tokens.get(user)!) } });
    },
    // The database is closed with the first test app (TestApp.reopen).
    close: () => app.close(),
  };
}

/** The first test app seen through the same interface. */
export const firstInstance = (t: TestApp): Instance => ({ app: t.app, as: (user, options) => t.as(user, options), close: async () => undefined });
