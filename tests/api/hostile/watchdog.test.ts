/**
 * Watchdog: no request may hang or take the server down. For every /api route, requests built from
 * its own JSON Schemas at their extremes (dates at both ends of their range, strings at maximum
 * length, deepest nesting of tags, numbers at their bounds, arrays at their maximum size) are sent
 * while a second client keeps polling /config.json. Every answer must come within 2 s, none may be a
 * 5xx, and the poller must never wait more than 2 s: one slow request blocks every other client.
 * Then every route taking free text gets each class of hostile text in all its text fields, and
 * every upload route each class of hostile file.
 * Bounded: WATCHDOG_RUNS cases per route (seed WATCHDOG_SEED; fast-check prints seed and path on failure).
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/auth.ts';
import { routeCollector, routeLabel } from '../../helpers/declared-routes.ts';
import { oneLongCell, rawXlsx, sheetRowXml } from '../../helpers/raw-xlsx.ts';
import { multipartFile, routeSheetHeaders } from '../../helpers/route-workbook.ts';
import { createTestApp, EVERY_FEATURE_ON } from '../support/test-app.ts';
import { type HostileRequest, requestCases, skipReason } from './request-cases.ts';
import { extremeValue, HOSTILE_TEXT_UNITS, type JsonSchema, takesFreeText } from './schema-arbitrary.ts';

const RUNS = Number(process.env.WATCHDOG_RUNS ?? 6);
const SEED = Number(process.env.WATCHDOG_SEED ?? 20251123);
/** The longest any client may wait for an answer, the poller included. */
const BUDGET_MS = 2_000;

const collector = routeCollector();
const t = await createTestApp({ vehicles: 40, onRoute: collector.onRoute, featureToggles: EVERY_FEATURE_ON });
const authorization = bearer(await t.token('admin'));

/**
 * The second client: polls /config.json back to back while `work` (one hostile request) is in
 * flight, and answers the longest a poll waited. (Only then: generating the next case is the test's
 * own work, not the server's.)
 */
async function whilePolling<T>(work: Promise<T>): Promise<{ result: T; longestPollMs: number }> {
  let done = false;
  let longestPollMs = 0;
  const polls = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/config.json' });
      longestPollMs = Math.max(longestPollMs, performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`/config.json respondeu ${response.statusCode}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    return { result: await work, longestPollMs };
  } finally {
    done = true;
    await polls;
  }
}

const summary = { longestPollMs: 0, slowest: [] as { route: string; ms: number }[] };
afterAll(async () => {
  const top = summary.slowest
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((s) => `  ${s.route.padEnd(58)} ${s.ms.toFixed(0)} ms`);
  console.log(
    `Watchdog (seed ${SEED}, ${RUNS} casos extremos por rota): maior espera de /config.json ${summary.longestPollMs.toFixed(0)} ms; mais lentas:\n${top.join('\n')}`,
  );
  await t.close();
});

/** Sends one request as admin while polling; throws on a 5xx or on any wait over the budget. */
async function sendWatched(label: string, inject: InjectOptions, describeSent: () => string): Promise<void> {
  const record = { route: label, ms: 0 };
  summary.slowest.push(record);
  const started = performance.now();
  const { result: response, longestPollMs } = await whilePolling(t.app.inject({ ...inject, headers: { ...inject.headers, ...authorization } }));
  record.ms = performance.now() - started;
  summary.longestPollMs = Math.max(summary.longestPollMs, longestPollMs);
  if (response.statusCode >= 500) throw new Error(`respondeu ${response.statusCode} a ${describeSent()}: ${response.body.slice(0, 300)}`);
  if (record.ms > BUDGET_MS) throw new Error(`levou ${record.ms.toFixed(0)} ms para responder a ${describeSent()}`);
  if (longestPollMs > BUDGET_MS) throw new Error(`/config.json esperou ${longestPollMs.toFixed(0)} ms durante ${describeSent()}`);
}

const routes = collector.routes.filter((route) => !skipReason(route)).sort((a, b) => routeLabel(a).localeCompare(routeLabel(b)));

/** Sends `runs` requests the route's schemas accept, made by `generate`; at least one must pass the schemas. */
async function watchRoute(label: string, route: (typeof routes)[number], generate: (schema: JsonSchema) => fc.Arbitrary<unknown>, runs: number): Promise<void> {
  const cases = requestCases(route, generate);
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(cases.valid, async (request: HostileRequest) => {
      if (!(await cases.accepts(request))) return;
      sent++;
      await sendWatched(label, request.inject, () => JSON.stringify({ ...request.inject, headers: undefined }).slice(0, 300));
    }),
    { numRuns: runs, seed: SEED },
  );
  expect(sent, `${label}: nenhum caso passou pelo schema`).toBeGreaterThan(0);
}

describe('watchdog: valores extremos válidos em todas as rotas, com /config.json respondendo', () => {
  for (const route of routes) {
    const label = routeLabel(route);
    it(label, () => watchRoute(label, route, (schema) => extremeValue(schema), RUNS));
  }
});

describe('watchdog: texto hostil em todos os campos de texto livre', () => {
  const withText = routes.filter((route) => [route.body, route.querystring].some((schema) => schema && takesFreeText(schema as JsonSchema)));
  for (const route of withText) {
    for (const unit of HOSTILE_TEXT_UNITS) {
      const label = `${routeLabel(route)} com ${unit}…`;
      it(label, () => watchRoute(label, route, (schema) => extremeValue(schema, unit), 2));
    }
  }
});

/** Hostile files, each sent to every upload route in its `file` field (the one field those routes read). */
const hostileFiles: { kind: string; file: () => Promise<Buffer>; name?: string }[] = [
  { kind: 'célula que infla a 60 MB', file: () => oneLongCell(60_000_000) },
  // Within the size limit, so it is parsed (on a worker thread); the bench sends 15 million.
  { kind: 'célula de 5 milhões de caracteres, dentro do limite descompactado', file: () => oneLongCell(5_000_000) },
  { kind: 'nome de arquivo de 100.000 caracteres', file: () => rawXlsx(() => [sheetRowXml(routeSheetHeaders)]), name: `${'n'.repeat(100_000)}.xlsx` },
];

describe('watchdog: arquivos hostis em todas as rotas de upload', () => {
  const uploads = collector.routes.filter((route) => route.consumes?.some((type) => type.startsWith('multipart/')));
  it('há rotas de upload', () => expect(uploads.length).toBeGreaterThan(0));
  for (const route of uploads) {
    for (const { kind, file, name } of hostileFiles) {
      const label = `${routeLabel(route)}: ${kind}`;
      it(label, async () => {
        const { payload, headers } = multipartFile(await file(), name);
        await sendWatched(label, { method: route.method as InjectOptions['method'], url: route.url, payload, headers }, () => kind);
      });
    }
  }
});
