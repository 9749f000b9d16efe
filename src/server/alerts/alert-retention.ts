/**
 * Alerts are kept ALERT_RETENTION_DAYS days, then deleted with their reads: the bell counts and lists
 * from the alerts table, so it stays the size of that window however long the app runs. The prune
 * runs at start and every hour (`start()`, called by main.ts once the database is migrated), in short
 * transactions of PRUNE_BATCH alerts, so requests are served in between. Deleting is idempotent:
 * every instance sharing the database may prune.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import type { Database } from '../db/schema.ts';
import { periodicRun } from '../periodic-run.ts';

const DAY = 86_400_000;
const PRUNE_BATCH = 1000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface AlertRetention {
  /** Deletes the alerts created before `now` minus the retention; resolves with how many. */
  prune(now?: Date): Promise<number>;
  /** A prune now, then one every hour until the app closes. */
  start(): void;
}

/** Deletes the alerts created before `cutoff` and their reads, PRUNE_BATCH alerts per transaction. */
export async function pruneAlertsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const before = cutoff.toISOString();
  let deleted = 0;
  for (;;) {
    const ids = (await db.selectFrom('alerts').select('id').where('criado_em', '<', before).orderBy('id').limit(PRUNE_BATCH).execute()).map((row) => row.id);
    if (ids.length === 0) return deleted;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('alert_reads').where('alert_id', 'in', ids).execute();
      await trx.deleteFrom('alerts').where('id', 'in', ids).execute();
    });
    deleted += ids.length;
    await setImmediate();
  }
}

export function installAlertRetention(app: FastifyInstance, { days }: { days: number }): void {
  let running: Promise<number> = Promise.resolve(0);
  const prune = (now = new Date()) => {
    running = running.catch(() => 0).then(() => pruneAlertsBefore(app.db, new Date(now.getTime() - days * DAY)));
    return running;
  };
  const start = periodicRun(app, {
    everyMs: PRUNE_EVERY_MS,
    run: () =>
      prune().then(
        (deleted) => deleted > 0 && app.log.info(`alertas: ${deleted} com mais de ${days} dias apagados`),
        (error: unknown) => app.log.error({ err: error }, 'alertas: a limpeza dos antigos falhou'),
      ),
    inProgress: () => running,
  });
  app.decorate('alertRetention', { prune, start } satisfies AlertRetention);
}
