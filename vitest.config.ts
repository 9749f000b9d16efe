import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { apiConstraintsPlugin } from './scripts/vite/api-constraints-plugin.mjs';
import { formValidatorsPlugin } from './scripts/vite/form-validators-plugin.mjs';
import { pageRoutesPlugin } from './scripts/vite/page-routes-plugin.mjs';
import { pageRouteKeys } from './src/web/manifests/page-route.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The build-time plugins the SPA's modules need: form validators, API constraints, routes cut from the page manifests. */
const webPlugins = () => [apiConstraintsPlugin({ root }), pageRoutesPlugin({ root, keys: pageRouteKeys }), formValidatorsPlugin({ root })];
// @rjsf/mantine imports dayjs plugins without file extensions, which Node's ESM loader refuses.
const webDeps = { inline: ['@rjsf/mantine'] };

/**
 * Three projects: `unit` (fast, web tests opt into jsdom with a `// @vitest-environment jsdom`
 * docblock), `api` (inject() against a freshly migrated real database: SQLite by default,
 * PostgreSQL when TEST_DATABASE_URL is set) and `render` (the SPA's pages drawn in jsdom against the
 * real API in the same process). Playwright's tests/e2e/*.spec.ts are never collected.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Web forms import their validators from the build-time virtual module; the app's routes are cut from the page manifests.
        plugins: webPlugins(),
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // A test that prints (React's act warnings, deprecations…) fails: the output stays clean.
          setupFiles: ['tests/unit/support/fail-on-console.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          // Property-style loops and jsdom renders run several times slower on a busy 2-core machine.
          testTimeout: 30_000,
          // Vitest's default is one worker per core less one: a single worker on CI's two cores.
          maxWorkers: 2,
          server: { deps: webDeps },
        },
      },
      {
        plugins: webPlugins(),
        test: {
          name: 'render',
          include: ['tests/render/**/*.test.{ts,tsx}'],
          environment: './tests/support/jsdom-with-server-environment.ts',
          // The pages' requests answered by the API are checked against its OpenAPI document too.
          setupFiles: ['tests/api/support/contract-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          server: { deps: webDeps },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every response a test gets is checked against the app's OpenAPI document (tests/api/support/contract-check.ts).
          setupFiles: ['tests/api/support/contract-setup.ts'],
          // Two cores on CI: a few files at a time, each with its own database.
          maxWorkers: 2,
          // Each file builds its own app over its own database and nothing is mocked, so a worker keeps the
          // server's modules loaded across files: importing them per file was half of this suite's time.
          isolate: false,
        },
      },
    ],
  },
});
