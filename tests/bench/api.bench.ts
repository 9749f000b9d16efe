/**
 * npm run bench:api [-- --vehicles 1000000 --iterations 200 --export 100000] [--file seeded.sqlite]
 * DATABASE_URL=postgres://… npm run bench:api -- --database postgres [--schema seeded_schema]
 * Seeds a fresh database (a SQLite file, or a schema of its own in PostgreSQL), then prints:
 * - for typical searches (vehicles: no filter newest first, chassis suffix, status + region + period,
 *   order number, NF period, in stock, chassis prefix (an operator filter); status by its label and NF
 *   number with empty values last (sorts the list contract computes); orders, returns, claims,
 *   transport delay and integration message lists), and for filters without an index (ano/modelo, colour, part of the city
 *   name; no target, the checker warns), p50/p95 of the full
 *   HTTP round trip (to the answer's last byte) and of the raw SQL alone, and their ratio;
 * - p50/p95 of the four dashboards (support/dashboard-latency.ts);
 * - the xlsx export of `--export` vehicles, in a process of its own, with its peak RSS (export.bench.ts);
 * - the route import of 10,000 rows into a fresh database of the same dialect (import.bench.ts).
 * Targets: search p95 <= 50 ms at 1M; HTTP p50 <= 1.5 x (SQL p50 + empty route p50); seed
 * 1M <= 90 s; export of 100,000 rows <= 8 s with peak RSS <= 500 MB; dashboard p95 <= 300 ms.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { claimList } from '../../src/server/api/claims/claim-list.resource.ts';
import { orderItemList } from '../../src/server/api/orders/order-item-list.resource.ts';
import { returnList } from '../../src/server/api/returns/return-list.resource.ts';
import { messageList } from '../../src/server/api/integration-messages/message-list.resource.ts';
import { delayList } from '../../src/server/api/transport-delay/delay-list.resource.ts';
import { vehicleList } from '../../src/server/api/vehicle/vehicle-list.resource.ts';
import { seedDatabase } from '../../src/server/db/seed/seed-database.ts';
import type { ListRequest, ListResource } from '../../src/server/list/define-list.ts';
import { benchSeed } from './support/bench-data.ts';
import { benchDatabaseArgs, openBenchDatabase } from './support/bench-database.ts';
import { startBenchServer } from './support/bench-server.ts';
import { benchDashboards } from './support/dashboard-latency.ts';

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '1000000' },
    iterations: { type: 'string', default: '200' },
    export: { type: 'string', default: '100000' },
    // --file: an already seeded SQLite file (e.g. from `npm run seed -- --file`); --schema: an already
    // seeded PostgreSQL schema. Either: no seeding, measurements only.
    ...benchDatabaseArgs,
  },
});
const iterations = Number(values.iterations);

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

const bench = await openBenchDatabase(values);
const { database } = bench;
console.log(`banco: ${database.description}`);
let vehicles = Number(values.vehicles);
if (bench.existing) {
  vehicles = Number(
    (
      await database.db
        .selectFrom('vehicles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  console.log(`seed: banco existente (${vehicles.toLocaleString('pt-BR')} veículos)`);
} else {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await seedDatabase(database, { vehicles, ...benchSeed });
  const seedSeconds = (performance.now() - started) / 1000;
  const seedCpu = process.cpuUsage(cpuBefore);
  // The machine's load next to the figure: on a shared machine the wall time says little alone.
  console.log(
    `seed: ${vehicles.toLocaleString('pt-BR')} veículos em ${seedSeconds.toFixed(1)} s ` +
      `(CPU ${((seedCpu.user + seedCpu.system) / 1e6).toFixed(1)} s; carga ${loadavg()[0]!.toFixed(1)}) (meta <= 90 s para 1.000.000)`,
  );
}

const { app, address, tokenFor } = await startBenchServer(database, (server) => {
  server.post('/api/bench/empty', { config: { permission: { resource: 'list-vehicles', scope: 'view' } } }, async () => ({}));
});
const headers = { authorization: '', 'content-type': 'application/json' };
// A long run outlives one access token: a new one before each timed series.
const renewToken = async (user = 'analista') => {
  headers.authorization = `Bearer ${await tokenFor(user)}`;
};
await renewToken();
/** One kept-alive connection, as a browser's to the API. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** A kept-alive connection the server closed while a slow search's SQL alone was timed: one new try. */
const isStaleConnection = (error: unknown) => (error as { code?: string }).code === 'ECONNRESET';
/**
 * One round trip, asked for as a browser asks (brotli or gzip) and timed to the answer's last byte. The
 * answer is neither decompressed nor parsed: this client runs on the server's own thread, and both are
 * the browser's work, not the API's (a page of 50 vehicles is 36 kB of JSON, 4 kB in brotli).
 */
const post = (url: string, body: unknown) => {
  const payload = JSON.stringify(body);
  const send = () =>
    new Promise<void>((resolve, reject) => {
      const options = { method: 'POST', agent, headers: { ...headers, 'accept-encoding': 'br, gzip', 'content-length': Buffer.byteLength(payload) } };
      const request = http.request(`${address}${url}`, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${response.statusCode} ${Buffer.concat(chunks).toString()}`)),
        );
      });
      request.on('error', reject).end(payload);
    });
  return send().catch((error: unknown) => (isStaleConnection(error) ? send() : Promise.reject(error)));
};

const sample = await database.db
  .selectFrom('vehicles')
  .select(['chassi', 'numero_pedido'])
  .where('id', '=', Math.ceil(vehicles / 3))
  .executeTakeFirstOrThrow();
const busyCarrier = await database.db
  .selectFrom('claims')
  .innerJoin('carriers as c', 'c.id', 'claims.carrier_id')
  .select('c.codigo')
  .groupBy('c.codigo')
  .orderBy(sql`count(*)`, 'desc')
  .limit(1)
  .executeTakeFirst();
const lastYear = { from: '2024-05-27', to: benchSeed.referenceDate };

/**
 * `user`: who may read the list (default analista). `sort`: the order asked (default: the list's). `unindexed`: a filter no index serves (the
 * checker warns pages that offer it); measured, but the search target does not apply.
 */
interface Search {
  name: string;
  url: string;
  resource: ListResource<unknown>;
  filters: Record<string, unknown>;
  sort?: ListRequest['sort'];
  user?: string;
  unindexed?: true;
}
const searches: Search[] = [
  { name: 'veículos: sem filtro, mais recentes', url: '/api/vehicle/list', resource: vehicleList, filters: {} },
  { name: 'veículos: chassi (8 finais)', url: '/api/vehicle/list', resource: vehicleList, filters: { chassi: sample.chassi.slice(-8) } },
  {
    name: 'veículos: status + região + período',
    url: '/api/vehicle/list',
    resource: vehicleList,
    filters: { status: ['TRANSITO', 'EM ESTOQUE'], regiao: ['SE'], dataPedido: { from: '2025-01-01', to: '2025-03-31' } },
  },
  { name: 'veículos: número do pedido', url: '/api/vehicle/list', resource: vehicleList, filters: { numeroPedido: sample.numero_pedido } },
  { name: 'veículos: data da NF (1 mês)', url: '/api/vehicle/list', resource: vehicleList, filters: { dataNF: { from: '2024-03-01', to: '2024-03-31' } } },
  { name: 'veículos em estoque (status fixo)', url: '/api/vehicle/list', resource: vehicleList, filters: { status: ['EM ESTOQUE'] } },
  {
    name: 'veículos em estoque + ano/modelo',
    url: '/api/vehicle/list',
    resource: vehicleList,
    filters: { status: ['EM ESTOQUE'], anoModelo: 2025 },
    unindexed: true,
  },
  { name: 'veículos: ano/modelo', url: '/api/vehicle/list', resource: vehicleList, filters: { anoModelo: 2025 }, unindexed: true },
  { name: 'veículos: cor + região', url: '/api/vehicle/list', resource: vehicleList, filters: { cor: ['Azul'], regiao: ['N'] }, unindexed: true },
  {
    name: 'veículos: chassi começa com (11 iniciais)',
    url: '/api/vehicle/list',
    resource: vehicleList,
    filters: { chassi__startsWith: sample.chassi.slice(0, 11) },
  },
  { name: 'veículos: cidade contém "paulo"', url: '/api/vehicle/list', resource: vehicleList, filters: { cidade__contains: 'paulo' }, unindexed: true },
  { name: 'veículos: status pelo rótulo', url: '/api/vehicle/list', resource: vehicleList, filters: {}, sort: [{ field: 'status', direction: 'asc' }] },
  {
    name: 'veículos: status pelo rótulo + região',
    url: '/api/vehicle/list',
    resource: vehicleList,
    filters: { regiao: ['SE'] },
    sort: [{ field: 'status', direction: 'desc' }],
  },
  {
    name: 'veículos: NF crescente, vazias no fim',
    url: '/api/vehicle/list',
    resource: vehicleList,
    filters: {},
    sort: [{ field: 'numeroNF', direction: 'asc' }],
  },
  {
    name: 'veículos: NF decrescente, vazias no fim',
    url: '/api/vehicle/list',
    resource: vehicleList,
    filters: {},
    sort: [{ field: 'numeroNF', direction: 'desc' }],
  },
  { name: 'pedidos: sem filtro, mais recentes', url: '/api/orders/list', resource: orderItemList, filters: {} },
  {
    name: 'pedidos: status + período',
    url: '/api/orders/list',
    resource: orderItemList,
    filters: { status: ['FATURADO'], dataPedido: { from: '2025-03-01', to: '2025-03-31' } },
  },
  { name: 'devoluções: sem filtro, mais recentes', url: '/api/returns/list', resource: returnList, filters: {} },
  {
    name: 'devoluções: situação + 12 meses',
    url: '/api/returns/list',
    resource: returnList,
    filters: { situacao: ['SOLICITADA', 'EM_ANALISE'], dataSolicitacao: lastYear },
  },
  { name: 'sinistros: sem filtro, mais recentes', url: '/api/claims/list', resource: claimList, filters: {} },
  {
    name: 'sinistros: transportadora + 12 meses',
    url: '/api/claims/list',
    resource: claimList,
    filters: { transportadora: [busyCarrier?.codigo ?? 'TR01'], dataOcorrencia: lastYear },
  },
  { name: 'atrasos: sem filtro, vencimento recente', url: '/api/transport-delay/list', resource: delayList, filters: {}, user: 'operador' },
  { name: 'atrasos: pendentes', url: '/api/transport-delay/list', resource: delayList, filters: { situacao: ['PENDENTE'] }, user: 'operador' },
  { name: 'mensagens: sem filtro, mais recentes', url: '/api/integration-messages/list', resource: messageList, filters: {} },
  { name: 'mensagens: rejeitadas em aberto', url: '/api/integration-messages/list', resource: messageList, filters: { tratamento: ['ABERTA'] } },
  {
    // The dashboard's drill-down: a month's rejections of a region, without Expurgo.
    name: 'mensagens: rejeitadas do painel (mês + região)',
    url: '/api/integration-messages/list',
    resource: messageList,
    filters: { recebidoEm: { from: '2025-04-01', to: '2025-04-30' }, regiao: ['SE'], expurgo: false, resultado: ['REJEITADA'] },
  },
  {
    name: 'mensagens: interface + período',
    url: '/api/integration-messages/list',
    resource: messageList,
    filters: { interface: ['TMS-EMBARQUE'], recebidoEm: { from: '2025-05-01', to: '2025-05-26' } },
  },
  { name: 'mensagens: chassi (8 finais)', url: '/api/integration-messages/list', resource: messageList, filters: { chassi: sample.chassi.slice(-8) } },
  { name: 'mensagens: em Expurgo', url: '/api/integration-messages/list', resource: messageList, filters: { expurgo: true } },
  { name: 'mensagens: tratadas', url: '/api/integration-messages/list', resource: messageList, filters: { tratamento: ['TRATADA'] } },
  {
    name: 'mensagens: texto do erro contém "limite"',
    url: '/api/integration-messages/list',
    resource: messageList,
    filters: { mensagem: 'limite' },
    unindexed: true,
  },
];

const empty = await measure(() => post('/api/bench/empty', {}));
console.log(`\nrota vazia (HTTP + token): p50 ${ms(empty.p50)} ms  p95 ${ms(empty.p95)} ms  (carga ${loadavg()[0]!.toFixed(1)})\n`);
// "montagem": building and compiling the request's statements, which the server does once per distinct
// request (define-list.ts keeps them); a request made for the first time costs that much more.
console.log('busca'.padEnd(40), 'HTTP p50  HTTP p95   SQL p50   SQL p95  montagem  HTTP/(SQL+vazia)');
for (const { name, url, resource, filters, sort, user, unindexed } of searches) {
  await renewToken(user);
  // The very statements the route runs.
  const compile = () => [
    resource.countQuery(database.db, filters).compile(),
    resource.pageQuery(database.db, { page: 1, pageSize: 50, filters, sort }).compile(),
  ];
  const building = await measure(compile);
  const sqlTimes = await measure(bench.sqlFloor(compile()));
  const answer = await measure(() => post(url, { page: 1, pageSize: 50, filters, sort }));
  const ratio = answer.p50 / (sqlTimes.p50 + empty.p50);
  console.log(
    name.padEnd(40),
    ms(answer.p50),
    ms(answer.p95),
    ms(sqlTimes.p50),
    ms(sqlTimes.p95),
    ms(building.p50),
    `   ${ratio.toFixed(2)}x ${unindexed ? '(sem índice: fora da meta)' : answer.p95 <= 50 && ratio <= 1.5 ? 'ok' : 'ACIMA DA META'}`,
  );
}

const dashboardsOk = await benchDashboards(
  async (url) => {
    const response = await fetch(`${address}${url}`, { headers: { authorization: headers.authorization } });
    return { status: response.status, body: await response.text() };
  },
  {
    runs: Math.min(iterations, 20),
    referenceDate: benchSeed.referenceDate,
    beforeSeries: () => renewToken(),
  },
);
console.log(`painéis: ${dashboardsOk ? 'ok' : 'ACIMA DA META'} (carga ${loadavg()[0]!.toFixed(1)})`);

const exportRows = Number(values.export);
if (exportRows > 0) {
  // Its own process: the peak RSS is the export's, not the seed's that this process just ran.
  const script = fileURLToPath(new URL('./export.bench.ts', import.meta.url));
  console.log(`\n(carga ${loadavg()[0]!.toFixed(1)})`);
  spawnSync(process.execPath, [...process.execArgv, script, ...bench.args, '--rows', String(Math.min(exportRows, vehicles))], { stdio: 'inherit' });
}

agent.destroy();
await app.close();
await bench.close();

console.log(`\n(carga ${loadavg()[0]!.toFixed(1)})`);
const importScript = fileURLToPath(new URL('./import.bench.ts', import.meta.url));
spawnSync(process.execPath, [...process.execArgv, importScript, '--database', database.dialect], { stdio: 'inherit' });
