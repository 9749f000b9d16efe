import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { seedIfEmpty } from './db/first-run-seed.ts';
import { migrateToLatest } from './db/migrate.ts';

/**
 * Starts VTLog: config, migrations, first-run demo data, then listen. Several instances may start
 * together on one PostgreSQL database: the migrations and the seed each run once, under a database
 * lock (db/migrate.ts, db/first-run-seed.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await build(config);
  await migrateToLatest(app.db);
  if (config.seedVehicles > 0) {
    const started = performance.now();
    // The demo's "today" is the first start's date, so dates look current (same seed + date = same data).
    const referenceDate = new Date().toISOString().slice(0, 10);
    if (await seedIfEmpty(app.database, { vehicles: config.seedVehicles, seed: config.seed, referenceDate, manifests: app.manifests })) {
      app.log.info(
        `dados de demonstração: ${config.seedVehicles} veículos em ${((performance.now() - started) / 1000).toFixed(1)} s (${app.database.description})`,
      );
    }
  }
  // Forecasts and risks as of now, then every RISK_SWEEP_MINUTES (forecast/risk-sweep.ts).
  app.riskSweep.start();
  // Alerts past ALERT_RETENTION_DAYS, now and every hour (alerts/alert-retention.ts).
  app.alertRetention.start();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutDown(app, config).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

/** After the connections are cut, how long closing the database may take before the process exits anyway. */
const CLOSE_GRACE_MS = 5000;

/**
 * Graceful stop: /readyz answers 503 at once, and after the drain period no new connections are
 * accepted, requests in flight finish (their connections then close) and the database pool closes
 * (app's onClose). Requests still running after the timeout lose their connections, so a stuck
 * client cannot hold the process, and a database that does not let go ends it with exit code 1 shortly after.
 */
async function shutDown(app: FastifyInstance, { shutdownDrainMs, shutdownTimeoutMs: timeoutMs }: ServerConfig): Promise<void> {
  app.readiness.shuttingDown = true;
  if (shutdownDrainMs > 0) {
    app.log.info(`desligando: /readyz responde 503; novas conexões aceitas por mais ${shutdownDrainMs / 1000} s`);
    await delay(shutdownDrainMs);
  }
  app.log.info('desligando: aguardando as requisições em andamento');
  const deadline = setTimeout(() => {
    app.log.warn(`desligando: requisições ainda em andamento após ${timeoutMs / 1000} s foram interrompidas`);
    app.server.closeAllConnections();
    setTimeout(() => process.exit(1), CLOSE_GRACE_MS).unref();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // One line, so it stands out in container logs.
    console.error(`Configuração inválida: ${error.problems.join(' ')}`);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`VTLog não iniciou: ${message}`);
  }
  process.exit(1);
});
