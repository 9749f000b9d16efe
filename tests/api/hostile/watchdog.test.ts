/**
 * Watchdog: no request may hang or take the server down. For every /api route, requests built from
 * its own JSON Schemas at their extremes (dates at both ends of their range, strings at maximum
 * length, deepest nesting of tags, numbers at their bounds, arrays at their maximum size) are sent
 * while a second client keeps polling /config.json. Every answer must come within 2 s, none may be a
 * 5xx, and the poller must never wait more than 2 s: one slow request blocks every other client.
 * Bounded: WATCHDOG_RUNS cases per route (seed WATCHDOG_SEED; fast-check prints seed and path on failure).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/auth.ts';
import { routeCollector, routeLabel } from '../../helpers/declared-routes.ts';
import { createTestApp, EVERY_FEATURE_ON } from '../support/test-app.ts';
import { type HostileRequest, requestCases, skipReason } from './request-cases.ts';
import { extremeValue } from './schema-arbitrary.ts';

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

const summary = { longestPollMs: 0, slowest: [] as { route: string; ms: number; sent: number }[] };
afterAll(async () => {
  const top = summary.slowest.sort((a, b) => b.ms - a.ms).slice(0, 5).map((s) => `  ${s.route.padEnd(58)} ${s.ms.toFixed(0)} ms (${s.sent} casos)`);
  console.log(`Watchdog (seed ${SEED}, ${RUNS} casos extremos por rota): maior espera de /config.json ${summary.longestPollMs.toFixed(0)} ms; mais lentas:\n${top.join('\n')}`);
  await t.close();
});

const routes = collector.routes.filter((route) => !skipReason(route)).sort((a, b) => routeLabel(a).localeCompare(routeLabel(b)));

describe('watchdog: valores extremos válidos em todas as rotas, com /config.json respondendo', () => {
  for (const route of routes) {
    const label = routeLabel(route);
    it(label, async () => {
      const cases = requestCases(route, extremeValue);
      const record = { route: label, ms: 0, sent: 0 };
      summary.slowest.push(record);
      await fc.assert(
        fc.asyncProperty(cases.valid, async (request: HostileRequest) => {
          if (!(await cases.accepts(request))) return;
          const started = performance.now();
          const { result: response, longestPollMs } = await whilePolling(t.app.inject({ ...request.inject, headers: { ...request.inject.headers, ...authorization } }));
          const ms = performance.now() - started;
          summary.longestPollMs = Math.max(summary.longestPollMs, longestPollMs);
          record.ms = Math.max(record.ms, ms);
          record.sent++;
          const sent = JSON.stringify({ ...request.inject, headers: undefined }).slice(0, 300);
          if (response.statusCode >= 500) throw new Error(`respondeu ${response.statusCode} a ${sent}: ${response.body.slice(0, 300)}`);
          if (ms > BUDGET_MS) throw new Error(`levou ${ms.toFixed(0)} ms para responder a ${sent}`);
          if (longestPollMs > BUDGET_MS) throw new Error(`/config.json esperou ${longestPollMs.toFixed(0)} ms durante ${sent}`);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(record.sent, `${label}: nenhum caso extremo passou pelo schema`).toBeGreaterThan(0);
    });
  }
});
