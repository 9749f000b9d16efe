import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from '../../scripts/find-chromium.mjs';

/** The fault suite (npm run test:faults): each test starts, breaks and restarts its own servers, one at a time. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.fault.ts',
  outputDir: '../../test-results/faults',
  fullyParallel: false,
  workers: 1,
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/faults.json' }]],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
});
