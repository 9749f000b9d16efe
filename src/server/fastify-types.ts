import type { Kysely } from 'kysely';
import type { AppDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { ManifestFolder } from './manifests/manifest-folder.ts';
import type { RiskSweep } from './forecast/risk-sweep.ts';
import type { AlertRetention } from './alerts/alert-retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder over the app's database (SQLite or PostgreSQL). */
    db: Kysely<Database>;
    database: AppDatabase;
    /** The manifests this app runs, checked at start (manifests/manifest-folder.ts). */
    manifests: ManifestFolder;
    /** Set once the instance is shutting down: /readyz then answers 503 (http/health.routes.ts). */
    readiness: { shuttingDown: boolean };
    /** The delivery-risk refresh: on demand, and subscribed to by alerts (forecast/risk-sweep.ts). */
    riskSweep: RiskSweep;
    /** Deletes alerts past ALERT_RETENTION_DAYS, at start and hourly (alerts/alert-retention.ts). */
    alertRetention: AlertRetention;
  }
}
