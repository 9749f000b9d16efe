/**
 * npm run bench:api [-- --vehicles 1000000 --iterations 200 --export 100000]
 * Seeds a fresh SQLite file, then for four typical searches prints p50/p95 of the full HTTP round
 * trip and of the raw SQL alone, and their ratio; plus an xlsx export with its peak RSS.
 * Targets (issue 4): p95 <= 50 ms at 1M; HTTP p50 <= 1.5 x (SQL p50 + empty route p50); seed 1M <= 90 s;
 * export of 100,000 rows <= 8 s with peak RSS <= 500 MB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { vehicleList } from '../../src/server/api/vehicle/vehicle-list.resource.ts';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { tokensFor } from '../helpers/auth.ts';

const { values } = parseArgs({ options: { vehicles: { type: 'string', default: '1000000' }, iterations: { type: 'string', default: '200' }, export: { type: 'string', default: '100000' } } });
const vehicles = Number(values.vehicles);
const iterations = Number(values.iterations);
const dir = mkdtempSync(path.join(tmpdir(), 'vtlog-bench-'));
const file = path.join(dir, 'bench.sqlite');

const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
const ms = (n: number) => n.toFixed(2).padStart(8);

async function measure(run: () => Promise<unknown> | unknown): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const database = openDatabase({ sqliteFile: file, unsafeFast: true });
await migrateToLatest(database.db);
let started = performance.now();
await seedDatabase(database, { vehicles, seed: 2025, referenceDate: '2025-05-26' });
const seedSeconds = (performance.now() - started) / 1000;
console.log(`seed: ${vehicles.toLocaleString('pt-BR')} veículos em ${seedSeconds.toFixed(1)} s (meta <= 90 s para 1.000.000)`);
await database.db.executeQuery(await import('kysely').then(({ sql }) => sql`ANALYZE`.compile(database.db)));

const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir, LOG_LEVEL: 'warn' });
const app = await build(config, { database });
app.post('/api/bench/empty', { config: { permission: { resource: 'list-vehicles', scope: 'view' } } }, async () => ({}));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
// The token's issuer must match the host the requests go to.
const tokenFor = async (user: string) => (await tokensFor(app, user, user, { host: new URL(address).host })).access_token;
const token = await tokenFor('analista');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const post = async (url: string, body: unknown) => {
  const response = await fetch(`${address}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

const raw = new BetterSqlite3(file, { readonly: true });
const sample = raw.prepare('SELECT chassi, numero_pedido FROM vehicles WHERE id = ?').get(Math.ceil(vehicles / 3)) as { chassi: string; numero_pedido: string };
const searches: [string, Record<string, unknown>][] = [
  ['sem filtro, pedidos mais recentes', {}],
  ['chassi (8 finais)', { chassi: sample.chassi.slice(-8) }],
  ['status + região + período', { status: ['TRANSITO', 'EM ESTOQUE'], regiao: ['SE'], dataPedido: { from: '2025-01-01', to: '2025-03-31' } }],
  ['número do pedido', { numeroPedido: sample.numero_pedido }],
];

const empty = await measure(() => post('/api/bench/empty', {}));
console.log(`\nrota vazia (HTTP + token): p50 ${ms(empty.p50)} ms  p95 ${ms(empty.p95)} ms\n`);
console.log('busca'.padEnd(36), 'HTTP p50  HTTP p95   SQL p50   SQL p95  HTTP/(SQL+vazia)');
for (const [name, filters] of searches) {
  const request = { page: 1, pageSize: 50, filters };
  const base = vehicleList.filtered(database.db, filters);
  const count = base.select((eb: any) => eb.fn.countAll().as('total')).compile();
  const page = vehicleList.definition.select(vehicleList.ordered(base, undefined)).limit(50).offset(0).compile();
  const countStatement = raw.prepare(count.sql);
  const pageStatement = raw.prepare(page.sql);
  const sqlTimes = await measure(() => {
    countStatement.get(...(count.parameters as unknown[]));
    pageStatement.all(...(page.parameters as unknown[]));
  });
  const http = await measure(() => post('/api/vehicle/list', request));
  const ratio = http.p50 / (sqlTimes.p50 + empty.p50);
  console.log(name.padEnd(36), ms(http.p50), ms(http.p95), ms(sqlTimes.p50), ms(sqlTimes.p95), `   ${ratio.toFixed(2)}x ${http.p95 <= 50 && ratio <= 1.5 ? 'ok' : 'ACIMA DA META'}`);
}

const exportRows = Number(values.export);
if (exportRows > 0) {
  const ids = raw.prepare('SELECT data_pedido FROM vehicles ORDER BY data_pedido DESC LIMIT 1 OFFSET ?').get(Math.min(exportRows, vehicles) - 1) as { data_pedido: string };
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  started = performance.now();
  const response = await fetch(`${address}/api/vehicle/report`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${await tokenFor('admin')}` }, body: JSON.stringify({ filters: { dataPedido: { from: ids.data_pedido } } }) });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  clearInterval(timer);
  console.log(`\nexportação xlsx: ${response.headers.get('x-total-count')} linhas, ${(bytes / 1e6).toFixed(1)} MB em ${((performance.now() - started) / 1000).toFixed(1)} s; RSS máximo ${(peak / 1e6).toFixed(0)} MB (meta: 100.000 em <= 8 s, <= 500 MB)`);
}

raw.close();
await app.close();
await database.destroy();
rmSync(dir, { recursive: true, force: true });
