/**
 * A job the app runs at start and then at a fixed interval until it closes (the risk sweep, the
 * alerts' prune). The timer does not keep the process alive, and closing waits for the run in
 * progress, so no run writes to a closed database.
 */
import type { FastifyInstance } from 'fastify';

export interface PeriodicRunOptions {
  /** Milliseconds between runs; 0: only the run at start. */
  everyMs: number;
  /** One run; it reports its own failure (a rejection would go unhandled). */
  run: () => Promise<unknown>;
  /** The run in progress, if any (a job that also runs on demand queues those runs behind it). */
  inProgress: () => Promise<unknown>;
}

/** Returns `start`: a run now, then one every `everyMs` (a second call only runs now). */
export function periodicRun(app: FastifyInstance, { everyMs, run, inProgress }: PeriodicRunOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await inProgress().catch(() => undefined);
  });
  return () => {
    void run();
    if (everyMs > 0 && timer === undefined) {
      timer = setInterval(() => void run(), everyMs);
      timer.unref();
    }
  };
}
