#!/usr/bin/env node
// npm run test:faults — builds the SPA, then runs tests/faults (real servers killed, PostgreSQL stopped,
// identity provider unreachable) and prints which faults the product survived.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

requireChromium();
const webDist = process.env.FAULTS_WEB_DIST ?? 'test-results/faults-dist';
const report = 'test-results/faults.json';
mkdirSync('test-results/screens', { recursive: true });
rmSync(report, { force: true });

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FAULTS_WEB_DIST: webDist } }).status ?? 1;
if (!process.env.FAULTS_WEB_DIST && run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir']) !== 0) process.exit(1);
const status = run('npx', ['playwright', 'test', '--config', 'tests/faults/playwright.config.ts', ...process.argv.slice(2)]);

/** Every test of the JSON report, suites flattened. */
function tests(suite) {
  return [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((t) => ({ title: spec.title, ok: t.status === 'expected' || t.status === 'flaky' }))),
    ...(suite.suites ?? []).flatMap(tests),
  ];
}
const results = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')).suites.flatMap(tests) : [];
console.log('\n=== falhas provocadas ===');
for (const result of results) console.log(`${result.ok ? 'sobreviveu' : 'FALHOU    '}  ${result.title}`);
console.log(`falhas sobrevividas: ${results.filter((r) => r.ok).length} de ${results.length}`);
process.exit(status);
