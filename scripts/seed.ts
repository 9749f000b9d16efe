/**
 * Seeds the configured database with deterministic demo data.
 *   npm run seed -- --vehicles 20000 --seed 2025 [--date 2025-05-26] [--file data/x.sqlite] [--force]
 * Same --seed and --date give the same data. --force replaces an existing SQLite file.
 */
import fs from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { sqliteFileFor } from '../src/server/db/connect.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { isEmpty } from '../src/server/db/connect.ts';
import { seedDatabase } from '../src/server/db/seed/seed-database.ts';

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string' },
    seed: { type: 'string' },
    date: { type: 'string', default: '2025-05-26' },
    file: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const vehicles = Number(values.vehicles ?? config.seedVehicles);
const seed = Number(values.seed ?? config.seed);
if (!Number.isInteger(vehicles) || vehicles < 1 || !Number.isInteger(seed) || !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
  console.error('Uso: npm run seed -- --vehicles N --seed S [--date AAAA-MM-DD] [--file caminho.sqlite] [--force]');
  process.exit(2);
}
const file = values.file ?? sqliteFileFor(config);
if (!config.databaseUrl && values.force) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });

const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: file, unsafeFast: values.force });
try {
  await migrateToLatest(database.db);
  if (!(await isEmpty(database))) {
    console.error(`${database.description} já tem dados; use --force (SQLite) ou um banco vazio.`);
    process.exit(1);
  }
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const summary = await seedDatabase(database, {
    vehicles,
    seed,
    referenceDate: values.date,
    onProgress: (done) => process.stdout.write(`\r${done.toLocaleString('pt-BR')} veículos...`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time and the machine's load next to the wall time: on a shared machine the wall time says little alone.
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  console.log(
    `\n${database.description}: ${vehicles.toLocaleString('pt-BR')} veículos em ${seconds} s (CPU ${cpuSeconds} s; carga ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    Object.entries(summary)
      .map(([table, n]) => `  ${table}: ${n}`)
      .join('\n'),
  );
} finally {
  await database.destroy();
}
