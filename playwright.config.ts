import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/find-chromium.mjs';
import { defaultServer, togglesOnServer } from './scripts/e2e-servers.mjs';

const urlOf = (server: { port: number }) => `http://localhost:${server.port}`;

/** The real product (built SPA + API + embedded identity provider) on a test port and data folder of its own. */
function webServer(server: typeof defaultServer) {
  return {
    command: 'npx tsx src/server/main.ts',
    url: `${urlOf(server)}/config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      PUBLIC_URL: urlOf(server),
      DATA_DIR: server.dataDir,
      WEB_DIST: 'dist',
      SEED_VEHICLES: String(server.seedVehicles),
      FEATURE_TOGGLES: server.featureToggles,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The risks move only when a spec changes a route (tests/e2e/alerts), never by the clock mid-run.
      RISK_SWEEP_MINUTES: '0',
    },
  };
}

/** The specs of the project 'after the others' (below). */
const afterTheOthers = ['alerts/**/*.spec.ts', 'renderer/column-chooser.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // Tests of a file run side by side unless the file says otherwise (those sharing the records they write).
  fullyParallel: true,
  workers: 2,
  // A test that passes only on its retry fails the run: it depends on timing or on what its first
  // attempt wrote. The retry stays on CI for what it tells (the failure's trace beside the pass).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: urlOf(defaultServer),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
  },
  projects: [
    // Signs each demo user in once through the login form and keeps the session (tests/e2e/support/fixtures.ts).
    { name: 'sign-in', testMatch: 'auth.setup.ts' },
    { name: 'default toggles', dependencies: ['sign-in'], testIgnore: ['**/feature-toggles-on.spec.ts', ...afterTheOthers] },
    // Specs that change what other specs see: alerts follow changes other specs count (delays back to
    // pending, shipments put at risk), and the column chooser changes analista's columns of Consulta de
    // Veículos, kept on the server. They run after those specs, one at a time.
    { name: 'after the others', dependencies: ['default toggles'], testMatch: afterTheOthers, workers: 1 },
    { name: 'toggles on', testMatch: '**/feature-toggles-on.spec.ts', use: { baseURL: urlOf(togglesOnServer) } },
  ],
  webServer: [webServer(defaultServer), webServer(togglesOnServer)],
});
