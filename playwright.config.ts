import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

/** The e2e server: the real product (built SPA + API + embedded identity provider) on a test port. */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `${baseURL}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'test-results/e2e-data',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist',
      SEED_VEHICLES: process.env.E2E_SEED_VEHICLES ?? '20000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      FEATURE_TOGGLES: process.env.FEATURE_TOGGLES ?? '',
    },
  },
});
