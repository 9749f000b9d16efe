/**
 * npx tsx tests/bench/event-loop.bench.ts [-- --vehicles 5000]
 * How long the server's event loop is held while one request of each hostile class runs (rich text
 * whose closing tags close nothing, the most elements the sanitiser keeps, a spreadsheet cell that
 * inflates to 60 MB or sits just under the limit, a 100,000-character file name) and while legitimate
 * heavy work runs (a 20,000-row route import, four exports at once). The server runs in this process,
 * so `perf_hooks.monitorEventLoopDelay` sees its loop: every other user waits at least that long.
 * Prints the longest and the 99th-percentile delay per class and the load average.
 * Target: longest delay under 200 ms at load <= 1. Exits 1 over the target.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import { oneLongCell, rawXlsx, sheetRowXml } from '../helpers/raw-xlsx.ts';
import { multipartFile, routeSheetHeaders, routeWorkbook, validRouteRows } from '../helpers/route-workbook.ts';
import { benchSeed } from './support/bench-data.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { startBenchServer } from './support/bench-server.ts';

const TARGET_MS = 200;
const { values } = parseArgs({ options: { vehicles: { type: 'string', default: '5000' } } });

const bench = await openBenchDatabase({ database: 'sqlite' });
await seedDatabase(bench.database, { vehicles: Number(values.vehicles), ...benchSeed });
const { app, address, tokenFor } = await startBenchServer(bench.database);
const tokens = { admin: await tokenFor('admin'), operador: await tokenFor('operador'), analista: await tokenFor('analista') };

type User = keyof typeof tokens;
/** Sends one request and reads the whole answer; its status. */
async function send(user: User, method: string, path: string, body: { json: unknown } | { multipart: ReturnType<typeof multipartFile> }): Promise<number> {
  const headers = { authorization: `Bearer ${tokens[user]}`, ...('json' in body ? { 'content-type': 'application/json' } : body.multipart.headers) };
  const payload = 'json' in body ? JSON.stringify(body.json) : new Uint8Array(body.multipart.payload);
  const response = await fetch(`${address}${path}`, { method, headers, body: payload as BodyInit });
  await response.arrayBuffer();
  return response.status;
}

const pendingDelays = await bench.database.db.selectFrom('transport_delays').select('id').where('situacao', '=', 'PENDENTE').orderBy('id').limit(2).execute();
if (pendingDelays.length < 2) throw new Error('A base de benchmark não tem atrasos pendentes: aumente --vehicles.');
const justify = (id: number, comentario: string) =>
  send('operador', 'POST', `/api/transport-delay/${id}/justify`, { json: { motivoCodigo: 'CLIMA', comentario } });
const helpTopic = (conteudo: string) => send('admin', 'PUT', '/api/help/topics/perfil', { json: { conteudo } });
const importRoutes = (file: Buffer, name?: string) => send('admin', 'POST', '/api/transportroute/import', { multipart: multipartFile(file, name) });
// Built before any measuring: the client shares the loop being measured.
const files = {
  inflating: await oneLongCell(60_000_000),
  underLimit: await oneLongCell(15_000_000),
  headersOnly: await rawXlsx(() => [sheetRowXml(routeSheetHeaders)]),
  routes: routeWorkbook(validRouteRows(20_000, 'Bench laço')),
};
const exportVehicles = (user: User) => send(user, 'POST', '/api/vehicle/report', { json: { page: 'vehicles-search', clientTimeZone: 'America/Sao_Paulo' } });

const classes: { name: string; run: () => Promise<number[]> }[] = [
  { name: 'ajuda: 50 KB de <b></x>', run: async () => [await helpTopic('<b></x>'.repeat(7_000))] },
  { name: 'ajuda: 50 KB de <b>x</b> (na política)', run: async () => [await helpTopic('<b>x</b>'.repeat(6_250))] },
  { name: 'justificativa: 20 KB de <b></x>', run: async () => [await justify(pendingDelays[0]!.id, '<b></x>'.repeat(2_800))] },
  { name: 'justificativa: 20 KB de <b>x</b>', run: async () => [await justify(pendingDelays[1]!.id, '<b>x</b>'.repeat(2_500))] },
  { name: 'planilha: célula que infla a 60 MB', run: async () => [await importRoutes(files.inflating)] },
  { name: 'planilha: célula de 15 milhões de caracteres', run: async () => [await importRoutes(files.underLimit)] },
  { name: 'planilha: nome de 100.000 caracteres', run: async () => [await importRoutes(files.headersOnly, `${'n'.repeat(100_000)}.xlsx`)] },
  { name: 'planilha: 20.000 rotas válidas', run: async () => [await importRoutes(files.routes)] },
  {
    name: 'exportação: 4 ao mesmo tempo (2 usuários)',
    run: () => Promise.all([exportVehicles('admin'), exportVehicles('admin'), exportVehicles('analista'), exportVehicles('analista')]),
  },
];

console.log(`servidor com ${values.vehicles} veículos (${bench.database.description}); carga ${loadavg()[0]!.toFixed(1)}`);
let over = false;
for (const { name, run } of classes) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const started = performance.now();
  const statuses = await run();
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  const longest = histogram.max / 1e6;
  over ||= longest > TARGET_MS;
  console.log(
    `${name.padEnd(48)} maior atraso ${longest.toFixed(0).padStart(5)} ms  p99 ${(histogram.percentile(99) / 1e6).toFixed(0).padStart(4)} ms  ` +
      `${seconds.toFixed(2)} s  respostas ${statuses.join(',')}  ${longest > TARGET_MS ? 'ACIMA DA META' : 'ok'}`,
  );
}
console.log(`meta: maior atraso < ${TARGET_MS} ms com carga <= 1 (carga agora ${loadavg()[0]!.toFixed(1)})`);

await app.close();
await bench.close();
if (over) process.exitCode = 1;
