#!/usr/bin/env node
// npm test — every suite, in order: manifest check, format, lint, type check, unit, API (SQLite), pages drawn against
// the API, API on PostgreSQL when TEST_DATABASE_URL is set, browser e2e, each route's JS against its budget (read from
// the build the e2e step made). Runs them all, then prints one closing line with the totals.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

mkdirSync('test-results', { recursive: true });
const steps = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  steps.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return status === 0;
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  // A test that passed only on its retry counts as failed (playwright.config.ts: failOnFlakyTests).
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

const counts = [];
const vitest = (name, project, outputFile, env) => {
  rmSync(outputFile, { force: true });
  run(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`], env);
  counts.push(vitestCounts(outputFile));
};

run('check:manifests', 'node', ['scripts/check-manifests.mjs']);
run('format', 'npm', ['run', '--silent', 'format:check']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
vitest('unit', 'unit', 'test-results/unit.json');
vitest('api (SQLite)', 'api', 'test-results/api-sqlite.json', { TEST_DATABASE_URL: '' });
// The SPA's pages drawn against the real API (SQLite), the manifest mutation test among them.
vitest('render (jsdom + API)', 'render', 'test-results/render.json', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api (PostgreSQL)', 'api', 'test-results/api-postgres.json', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
}
const e2eStarted = Date.now();
run('e2e (Playwright, Chromium)', 'node', ['scripts/run-e2e.mjs']);
counts.push(playwrightCounts('test-results/e2e.json'));
// Reads the build run-e2e.mjs made; builds first if that build did not happen (no Chromium, a failure).
run('JS por rota (orçamentos)', 'node', ['scripts/check-route-js.mjs', `--built-since=${e2eStarted}`]);

console.log('\n=== resumo ===');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FALHOU'}  ${step.name} (${step.seconds} s)`);
const total = counts.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`total: ${total.passed} passed, ${total.failed + failedSteps} failed, ${total.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
