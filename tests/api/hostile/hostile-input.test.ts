/**
 * Property-based hostile input for every /api route, generated from the route's
 * own JSON Schemas (collected with the build's onRoute hook). Properties:
 * - valid input (hostile strings, huge numbers, unicode included) never gets a 5xx;
 * - input the schema refuses always gets a 4xx catalogue body in pt-BR naming the broken field;
 * - a refused request changes nothing: row counts around each request, a content hash of every
 *   table around each route's run.
 * Bounded and reproducible: HOSTILE_RUNS cases per route and phase, seed HOSTILE_SEED (fast-check
 * prints seed and path on failure; rerun with HOSTILE_SEED=<seed>).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/auth.ts';
import { routeCollector, routeLabel } from '../../helpers/declared-routes.ts';
import { createTestApp, EVERY_FEATURE_ON } from '../support/test-app.ts';
import { contentHash, rowCounts, tablesOf } from './database-snapshot.ts';
import { type HostileRequest, MALFORMED, requestCases, skipReason } from './request-cases.ts';
import { errorBodyProblem, fieldProblem } from './response-checks.ts';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 25);
const SEED = Number(process.env.HOSTILE_SEED ?? 20250526);

const collector = routeCollector();
const t = await createTestApp({ vehicles: 40, onRoute: collector.onRoute, featureToggles: EVERY_FEATURE_ON });
const authorization = bearer(await t.token('admin'));
const tables = await tablesOf(t.database);
afterAll(async () => {
  printSummary();
  await t.close();
});

interface Tally {
  route: string;
  valid: number;
  accepted: number;
  refused: number;
  invalid: number;
  discarded: number;
  skipped?: string;
}
const tallies: Tally[] = [];

function printSummary(): void {
  const lines = tallies.map((s) =>
    s.skipped
      ? `  ${s.route.padEnd(58)} pulada: ${s.skipped}`
      : `  ${s.route.padEnd(58)} válidos ${String(s.valid).padStart(3)} (2xx ${s.accepted}, 4xx ${s.refused})  inválidos ${String(s.invalid).padStart(3)}  descartados ${s.discarded}`,
  );
  console.log(`Entradas hostis (seed ${SEED}, ${RUNS} casos por rota e fase):\n${lines.join('\n')}`);
}

function fail(request: HostileRequest, response: LightMyRequestResponse, problem: string): never {
  const sent = { ...request.inject, headers: undefined };
  throw new Error(
    `${problem}\n  requisição: ${JSON.stringify(sent)}\n  quebra: ${JSON.stringify(request.broken)}\n  resposta ${response.statusCode}: ${response.body.slice(0, 400)}`,
  );
}

async function send(request: HostileRequest): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...request.inject, headers: { ...request.inject.headers, ...authorization } });
}

async function expectUnchangedCounts(request: HostileRequest, response: LightMyRequestResponse, before: Record<string, number>) {
  const after = await rowCounts(t.database, tables);
  const changed = tables.filter((table) => before[table] !== after[table]);
  if (changed.length > 0) fail(request, response, `requisição recusada alterou a contagem de linhas de: ${changed.join(', ')}`);
}

const routes = collector.routes.slice().sort((a, b) => routeLabel(a).localeCompare(routeLabel(b)));

describe('entradas hostis geradas dos JSON Schemas das rotas', () => {
  it('encontra as rotas /api e suas permissões', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.every((r) => r.permission !== undefined)).toBe(true);
  });

  for (const route of routes) {
    const label = routeLabel(route);
    const reason = skipReason(route);
    if (reason) {
      tallies.push({ route: label, valid: 0, accepted: 0, refused: 0, invalid: 0, discarded: 0, skipped: reason });
      continue;
    }

    it(label, async () => {
      const tally: Tally = { route: label, valid: 0, accepted: 0, refused: 0, invalid: 0, discarded: 0 };
      tallies.push(tally);
      const cases = requestCases(route);

      const hashBeforeValid = await contentHash(t.database, tables);
      await fc.assert(
        fc.asyncProperty(cases.valid, async (request) => {
          if (!(await cases.accepts(request))) {
            tally.discarded++;
            return;
          }
          tally.valid++;
          const before = await rowCounts(t.database, tables);
          const response = await send(request);
          if (response.statusCode >= 500) fail(request, response, `entrada válida respondeu ${response.statusCode}`);
          if (response.statusCode >= 400) {
            tally.refused++;
            const problem = errorBodyProblem(response);
            if (problem) fail(request, response, problem);
            await expectUnchangedCounts(request, response, before);
          } else {
            tally.accepted++;
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // An accepted request may write (a PUT, or a GET filling a derived cache); refused ones never.
      if (tally.accepted === 0)
        expect(await contentHash(t.database, tables), `${label}: todas recusadas, mas o conteúdo do banco mudou`).toEqual(hashBeforeValid);

      if (!cases.invalid) return;
      const hashBeforeInvalid = await contentHash(t.database, tables);
      await fc.assert(
        fc.asyncProperty(cases.invalid, async (request) => {
          if (await cases.accepts(request)) {
            tally.discarded++;
            return;
          }
          tally.invalid++;
          const before = await rowCounts(t.database, tables);
          const response = await send(request);
          if (response.statusCode < 400 || response.statusCode >= 500)
            fail(request, response, `entrada inválida respondeu ${response.statusCode} (esperado 4xx)`);
          const problem = errorBodyProblem(response) ?? (request.broken?.kind === MALFORMED ? undefined : fieldProblem(response, request.broken!.field));
          if (problem) fail(request, response, problem);
          await expectUnchangedCounts(request, response, before);
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(await contentHash(t.database, tables), `${label}: requisições recusadas alteraram o conteúdo do banco`).toEqual(hashBeforeInvalid);
    });
  }
});
