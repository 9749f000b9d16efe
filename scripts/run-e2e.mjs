#!/usr/bin/env node
// npm run test:e2e — builds the SPA once, then runs Playwright (arguments passed on) against the real
// servers of scripts/e2e-servers.mjs, each on a fresh data folder: one build serves both feature-toggle
// states, which the servers' FEATURE_TOGGLES set and the SPA reads from /config.json.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { defaultServer, togglesOnServer } from './e2e-servers.mjs';
import { requireChromium } from './find-chromium.mjs';

requireChromium();
for (const { dataDir } of [defaultServer, togglesOnServer]) rmSync(dataDir, { recursive: true, force: true });
rmSync(process.env.E2E_REPORT ?? 'test-results/e2e.json', { force: true });
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const built = run('npx', ['vite', 'build', '--logLevel', 'warn']);
process.exit(built !== 0 ? built : run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
