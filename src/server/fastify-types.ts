import type { Kysely } from 'kysely';
import type { AppDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder over the app's database (SQLite or PostgreSQL). */
    db: Kysely<Database>;
    database: AppDatabase;
    /** Set once the instance is shutting down: /readyz then answers 503 (http/health.routes.ts). */
    readiness: { shuttingDown: boolean };
  }
}
