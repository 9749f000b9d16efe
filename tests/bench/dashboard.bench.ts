/**
 * Latency of the four dashboard endpoints on a large database (issue 7 §2: p95 ≤ 300 ms at
 * 1,000,000 vehicles). Uses an existing seeded SQLite file, or seeds one first (slow: ~8 min).
 *   npx tsx tests/bench/dashboard.bench.ts [--file data/bench-1m.sqlite] [--vehicles 1000000] [--runs 20]
 * Prints p50/p95/max per endpoint and filter; exits 1 when a default-view p95 is over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { isEmpty } from '../../src/server/db/connect.ts';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { accessTokenFor, bearer } from '../helpers/auth.ts';

const BUDGET_P95_MS = 300;
const { values } = parseArgs({
  options: {
    file: { type: 'string', default: 'data/bench-1m.sqlite' },
    vehicles: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
  },
});
const runs = Number(values.runs);
const file = path.resolve(values.file);

const database = openDatabase({ sqliteFile: file });
await migrateToLatest(database.db);
if (await isEmpty(database)) {
  console.log(`Semeando ${values.vehicles} veículos em ${file}...`);
  await seedDatabase(database, { vehicles: Number(values.vehicles), seed: 2025, referenceDate: '2025-05-26' });
}
const dataDir = fs.mkdtempSync(path.join(path.dirname(file), 'bench-idp-'));
const app = await build(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { database });
await app.ready();
const headers = bearer(await accessTokenFor(app, 'admin'));

const endpoints = ['app-rate', 'integration-failure-rate', 'carrier-performance-general', 'aging-transit-time'];
const filters: Record<string, string> = {
  'padrão (30 dias)': '',
  'região SE': '?regiao=SE',
  '90 dias': '?dataInicio=2025-02-26&dataFim=2025-05-26',
  '12 meses': '?dataInicio=2024-05-27&dataFim=2025-05-26',
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
let overBudget = false;
console.log(`endpoint | filtro | p50 ms | p95 ms | máx ms (${runs} execuções, ${database.description})`);
for (const endpoint of endpoints) {
  for (const [label, query] of Object.entries(filters)) {
    const url = `/api/dashboard/${endpoint}${query}`;
    const first = await app.inject({ method: 'GET', url, headers });
    if (first.statusCode !== 200) throw new Error(`${url} respondeu ${first.statusCode}: ${first.body.slice(0, 200)}`);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    // The budget holds for the default view (last 30 days, with or without region); longer periods are reported.
    if (!query.includes('dataInicio') && p95 > BUDGET_P95_MS) overBudget = true;
    console.log(`${endpoint} | ${label} | ${percentile(times, 0.5).toFixed(0)} | ${p95.toFixed(0)} | ${times.at(-1)!.toFixed(0)}`);
  }
}
await app.close();
await database.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(overBudget ? 1 : 0);
