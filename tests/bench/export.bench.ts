/**
 * The vehicle xlsx export (POST /api/vehicle/report) of the newest `rows` vehicles of an existing
 * seeded database (a SQLite file, or a PostgreSQL schema at DATABASE_URL), in a process of its own so
 * its peak memory is the server's alone (not the seed's). Prints rows, size, seconds and peak RSS;
 * api.bench.ts runs it after seeding.
 *   npx tsx tests/bench/export.bench.ts --file /tmp/bench.sqlite --rows 100000
 *   DATABASE_URL=postgres://… npx tsx tests/bench/export.bench.ts --database postgres --schema bench_123
 * Targets: 100,000 rows <= 8 s with peak RSS <= 500 MB; 1,000,000 rows complete.
 */
import { parseArgs } from 'node:util';
import { benchDatabaseArgs, openBenchDatabase } from './support/bench-database.ts';
import { startBenchServer } from './support/bench-server.ts';

const TARGET_SECONDS = 8;
const TARGET_RSS_MB = 500;
const { values } = parseArgs({ options: { ...benchDatabaseArgs, rows: { type: 'string', default: '100000' } } });
if (!values.file && !values.schema) throw new Error('Uso: export.bench.ts --file banco.sqlite | --database postgres --schema nome [--rows N]');
const rows = Number(values.rows);

const bench = await openBenchDatabase(values);
const { database } = bench;
const { app, address, tokenFor } = await startBenchServer(database);
// The newest `rows` orders: the export's filter is "ordered on or after this day".
const {
  rows: [cut],
} = await database.db.executeQuery<{ data_pedido: string }>(
  database.db
    .selectFrom('vehicles')
    .select('data_pedido')
    .orderBy('data_pedido', 'desc')
    .limit(1)
    .offset(rows - 1)
    .compile(),
);
const headers = { authorization: `Bearer ${await tokenFor('admin')}`, 'content-type': 'application/json' };
const rssBefore = process.memoryUsage().rss;

const started = performance.now();
const response = await fetch(`${address}/api/vehicle/report`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ page: 'vehicles-search', filters: { dataPedido: { from: cut!.data_pedido } } }),
});
if (!response.ok) throw new Error(`exportação respondeu ${response.status}: ${await response.text()}`);
let bytes = 0;
for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
const seconds = (performance.now() - started) / 1000;
// maxRSS: the process's peak resident memory (KiB), measured by the kernel, not sampled.
const peakMb = (process.resourceUsage().maxRSS * 1024) / 1e6;
const total = Number(response.headers.get('x-total-count'));
// The time and memory targets are stated for 100,000 rows; other sizes are reported only.
const verdict = rows !== 100_000 ? '' : seconds <= TARGET_SECONDS && peakMb <= TARGET_RSS_MB ? ' ok' : ' ACIMA DA META';
console.log(
  `exportação xlsx: ${total.toLocaleString('pt-BR')} linhas, ${(bytes / 1e6).toFixed(1)} MB em ${seconds.toFixed(1)} s; ` +
    `RSS antes ${(rssBefore / 1e6).toFixed(0)} MB, máximo ${peakMb.toFixed(0)} MB ` +
    `(meta: 100.000 em <= ${TARGET_SECONDS} s, <= ${TARGET_RSS_MB} MB)${verdict}`,
);

await app.close();
await bench.close();
