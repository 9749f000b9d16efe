/**
 * The manifest studio's check round trip (POST /api/studio/check, issue 36): the largest page
 * manifest, edited a little each time (a new text, never a cached answer), sent over HTTP to the real
 * server one request at a time (load 1, as one analyst typing), after two warm-up requests. Prints
 * p50 and p95; exits 1 past the target.
 *   npx tsx tests/bench/studio-check.bench.ts [--requests 30]
 * Target: p95 <= 1 s (the studio marks problems within 1 s of the last keystroke).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchDatabase } from './support/bench-database.ts';
import { startBenchServer } from './support/bench-server.ts';

const TARGET_P95_MS = 1_000;
const { values } = parseArgs({ options: { requests: { type: 'string', default: '30' } } });
const requests = Number(values.requests);

const pagesDir = 'manifests/pages';
const largest = readdirSync(pagesDir)
  .map((name) => ({ name, size: statSync(path.join(pagesDir, name)).size }))
  .sort((a, b) => b.size - a.size)[0]!.name;
const text = readFileSync(path.join(pagesDir, largest), 'utf8');
// An edit the analyst might type: the title changes each time, so each text is new to the server.
const edited = (n: number) => text.replace(/"title": "([^"]*)"/, (_, title: string) => `"title": "${title} ${n}"`);

const bench = await openBenchDatabase({ database: 'sqlite' });
const { app, address, tokenFor } = await startBenchServer(bench.database);
const headers = { authorization: `Bearer ${await tokenFor('admin')}`, 'content-type': 'application/json' };

async function roundTrip(n: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${address}/api/studio/check`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ file: `pages/${largest}`, text: edited(n) }),
  });
  const answer = (await response.json()) as { problems?: { severity: string }[] };
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`a conferência respondeu ${response.status}: ${JSON.stringify(answer)}`);
  const errors = answer.problems!.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new Error(`a página editada deveria passar: ${JSON.stringify(errors)}`);
  return elapsed;
}

for (let n = 0; n < 2; n++) await roundTrip(-1 - n);
const times: number[] = [];
for (let n = 0; n < requests; n++) times.push(await roundTrip(n));
times.sort((a, b) => a - b);
const percentile = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
const p50 = percentile(50);
const p95 = percentile(95);
const ok = p95 <= TARGET_P95_MS;
console.log(
  `conferência do estúdio (pages/${largest}, ${text.length.toLocaleString('pt-BR')} caracteres, ${requests} requisições em série): ` +
    `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (meta p95 <= ${TARGET_P95_MS} ms)${ok ? ' ok' : ' ACIMA DA META'}`,
);

await app.close();
await bench.close();
process.exitCode = ok ? 0 : 1;
