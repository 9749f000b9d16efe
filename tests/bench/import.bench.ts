/**
 * npx tsx tests/bench/import.bench.ts [-- --rows 10000] [--database postgres]
 * The "Planilha de Rotas" import end to end through HTTP on a fresh database (SQLite, or a schema of
 * its own in the PostgreSQL at DATABASE_URL): a valid xlsx of
 * `rows` new routes (all inserts), then the same file again (all updates). Prints seconds and rows/s.
 * Target: 10,000 rows <= 5 s. Exits 1 over the target.
 */
import { parseArgs } from 'node:util';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { multipartFile, routeWorkbook, validRouteRows } from '../helpers/route-workbook.ts';
import { benchSeed } from './support/bench-data.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { startBenchServer } from './support/bench-server.ts';

const TARGET_SECONDS = 5;
const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, database: { type: 'string', default: 'sqlite' } } });
const rows = Number(values.rows);

const bench = await openBenchDatabase({ database: values.database });
const { database } = bench;
await seedDatabase(database, { vehicles: 100, ...benchSeed });
const { app, address, tokenFor } = await startBenchServer(database);
const token = await tokenFor('admin');

const file = routeWorkbook(validRouteRows(rows, 'Bench'));
const { payload, headers } = multipartFile(file);
console.log(`planilha: ${rows.toLocaleString('pt-BR')} linhas, ${(file.length / 1024).toFixed(0)} KB (${database.description})`);

let failed = false;
for (const pass of ['inclusão', 'atualização']) {
  const started = performance.now();
  const response = await fetch(`${address}/api/transportroute/import`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(payload),
  });
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`importação respondeu ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const answer = (await response.json()) as { created: number; updated: number };
  const ok = seconds <= TARGET_SECONDS;
  failed ||= !ok;
  console.log(
    `${pass.padEnd(12)} ${seconds.toFixed(2)} s  ${Math.round(rows / seconds).toLocaleString('pt-BR')} linhas/s  ` +
      `(criadas ${answer.created}, atualizadas ${answer.updated})  ${ok ? 'ok' : 'ACIMA DA META'} (meta <= ${TARGET_SECONDS} s)`,
  );
}

await app.close();
await bench.close();
if (failed) process.exitCode = 1;
