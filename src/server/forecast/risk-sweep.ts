/**
 * Runs the risk refresh (risk-refresh.ts) for the app: at start and every RISK_SWEEP_MINUTES
 * (`start()`, called by main.ts once the database is migrated and seeded), and on demand
 * (`trigger()`, e.g. after a route import). Runs on one instance never overlap: a trigger while one
 * runs waits for it, and triggers waiting together are merged into one run. Each run hands the
 * changes this instance claimed to the listeners (`onChange`), so an alerts module subscribes once
 * and sees each change once across every instance.
 *
 * @example
 * app.riskSweep.onChange((changes) => alerts.notify(changes));
 * await app.riskSweep.trigger({ routeIds: [42] });
 */
import type { FastifyInstance } from 'fastify';
import { periodicRun } from '../periodic-run.ts';
import { refreshShipmentRisk, type RiskChange, type RiskScope } from './risk-refresh.ts';

export type RiskChangeListener = (changes: readonly RiskChange[]) => void | Promise<void>;

export interface RiskSweep {
  /** Runs a refresh after the one running, if any; resolves with the changes it claimed, once the listeners have had them. */
  trigger(scope?: RiskScope): Promise<RiskChange[]>;
  /** Calls `listener` with the changes of every run that claimed some; returns the function that unsubscribes it. */
  onChange(listener: RiskChangeListener): () => void;
  /** A run now, then one every `intervalMinutes` (none when 0) until the app closes. */
  start(): void;
}

export interface RiskSweepOptions {
  intervalMinutes: number;
  /** The instant a run computes for (tests pass the demo data's reference date). */
  clock?: () => Date;
}

/** Scopes waiting together become one: every route if either asks for every route. */
function merged(a: RiskScope, b: RiskScope): RiskScope {
  return a.routeIds && b.routeIds ? { routeIds: [...new Set([...a.routeIds, ...b.routeIds])] } : {};
}

export function installRiskSweep(app: FastifyInstance, { intervalMinutes, clock = () => new Date() }: RiskSweepOptions): void {
  const listeners = new Set<RiskChangeListener>();
  let last: Promise<unknown> = Promise.resolve();
  let waiting: { scope: RiskScope; run: Promise<RiskChange[]> } | undefined;

  async function run(scope: RiskScope): Promise<RiskChange[]> {
    const changes = await refreshShipmentRisk(app.database, clock(), scope);
    if (changes.length === 0) return changes;
    app.log.info(`risco de entrega: ${changes.length} embarque(s) passaram a Em risco ou Atrasado`);
    for (const listener of listeners) {
      // One listener's failure neither stops the others nor undoes the claimed changes.
      await Promise.resolve()
        .then(() => listener(changes))
        .catch((error: unknown) => app.log.error({ err: error }, 'risco de entrega: um assinante das mudanças falhou'));
    }
    return changes;
  }

  const sweep: RiskSweep = {
    trigger(scope = {}) {
      if (waiting) {
        waiting.scope = merged(waiting.scope, scope);
        return waiting.run;
      }
      const entry: { scope: RiskScope; run: Promise<RiskChange[]> } = { scope, run: Promise.resolve([]) };
      entry.run = last
        .catch(() => undefined)
        .then(() => {
          waiting = undefined;
          return run(entry.scope);
        });
      waiting = entry;
      last = entry.run;
      return entry.run;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: periodicRun(app, {
      everyMs: intervalMinutes * 60_000,
      run: () => sweep.trigger().catch((error: unknown) => app.log.error({ err: error }, 'risco de entrega: a atualização das previsões falhou')),
      inProgress: () => last,
    }),
  };
  app.decorate('riskSweep', sweep);
}
