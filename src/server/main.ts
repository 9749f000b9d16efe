import { build } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isEmpty } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed-database.ts';

/** Starts VTLog: config, migrations, first-run demo data, then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await build(config);
  await migrateToLatest(app.db);
  if (config.seedVehicles > 0 && (await isEmpty(app.database))) {
    const started = performance.now();
    // The demo's "today" is the first start's date, so dates look current (same seed + date = same data).
    const referenceDate = new Date().toISOString().slice(0, 10);
    await seedDatabase(app.database, { vehicles: config.seedVehicles, seed: config.seed, referenceDate });
    app.log.info(`dados de demonstração: ${config.seedVehicles} veículos em ${((performance.now() - started) / 1000).toFixed(1)} s (${app.database.description})`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
  await app.listen({ port: config.port, host: config.host });
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
