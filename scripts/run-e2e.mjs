#!/usr/bin/env node
// npm run test:e2e — builds the SPA, then runs Playwright against the real server with a fresh data folder.
// Without arguments it then runs the feature toggles' on-state spec against a build and a server with
// every toggle on (FEATURE_TOGGLES), reported to test-results/e2e-toggles-on.json.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

requireChromium();

/** One Playwright pass over a build of its own and a fresh data folder; true when it passed. */
function pass({ dataDir, webDist, report, env = {} }, playwrightArgs) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(report, { force: true });
  const passEnv = { ...process.env, ...env, E2E_DATA_DIR: dataDir, E2E_WEB_DIST: webDist, E2E_REPORT: report };
  const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: passEnv }).status ?? 1;
  if (run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir']) !== 0) return false;
  return run('npx', ['playwright', 'test', ...playwrightArgs]) === 0;
}

const args = process.argv.slice(2);
const defaults = pass({ dataDir: process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', webDist: 'dist', report: 'test-results/e2e.json' }, args);
const togglesOn =
  args.length > 0 ||
  pass(
    {
      dataDir: 'test-results/e2e-data-toggles-on',
      webDist: 'test-results/dist-toggles-on',
      report: 'test-results/e2e-toggles-on.json',
      env: { FEATURE_TOGGLES: 'AdminUser=on,locationScreen=on' },
    },
    ['tests/e2e/settings/feature-toggles-on.spec.ts'],
  );
process.exit(defaults && togglesOn ? 0 : 1);
