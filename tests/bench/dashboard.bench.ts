/**
 * The dashboard latencies alone, on an existing seeded SQLite file (seeds one first when empty).
 * `npm run bench:api` runs the same measurement after its searches (support/dashboard-latency.ts).
 *   npx tsx tests/bench/dashboard.bench.ts [--file data/bench-1m.sqlite] [--vehicles 1000000] [--runs 20]
 * Exits 1 when a p95 is over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { isEmpty } from '../../src/server/db/connect.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { accessTokenFor, bearer } from '../helpers/auth.ts';
import { benchSeed } from './support/bench-data.ts';
import { benchDashboards } from './support/dashboard-latency.ts';

const { values } = parseArgs({
  options: {
    file: { type: 'string', default: 'data/bench-1m.sqlite' },
    vehicles: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '20' },
  },
});
const file = path.resolve(values.file);

const database = openDatabase({ sqliteFile: file });
await migrateToLatest(database.db);
if (await isEmpty(database)) {
  console.log(`Semeando ${values.vehicles} veículos em ${file}...`);
  await seedDatabase(database, { vehicles: Number(values.vehicles), ...benchSeed });
}
const dataDir = fs.mkdtempSync(path.join(path.dirname(file), 'bench-idp-'));
const app = await build(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { database });
await app.ready();
console.log(database.description);
let token = '';
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, body: response.body };
};
// A long run outlives one access token: a new one before each series.
const beforeSeries = async () => {
  token = await accessTokenFor(app, 'admin');
};
const ok = await benchDashboards(get, { runs: Number(values.runs), referenceDate: benchSeed.referenceDate, beforeSeries });
await app.close();
await database.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
