#!/usr/bin/env node
// npm run test:e2e — builds the SPA, then runs Playwright against the real server with a fresh data folder.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

requireChromium();
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
rmSync(dataDir, { recursive: true, force: true });

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, E2E_DATA_DIR: dataDir } }).status ?? 1;
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
