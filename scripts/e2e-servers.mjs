// The servers the e2e suite runs against, one per feature-toggle state, both from the one build in dist
// (the SPA reads the toggles from the server's /config.json). Read by playwright.config.ts, by
// scripts/run-e2e.mjs (which empties their data folders before a run) and by specs that read a
// server's database. E2E_PORT moves them all; the dev loop spec takes the two ports after it.
const port = Number(process.env.E2E_PORT ?? 8181);

/** Every spec but the toggles-on one: manifests/app.json's toggle states, the full demo data. */
export const defaultServer = { port, dataDir: `test-results/e2e-data-${port}`, seedVehicles: 20000, featureToggles: '' };

/** tests/e2e/settings/feature-toggles-on.spec.ts: every toggle on, a small demo base. */
export const togglesOnServer = {
  port: port + 3,
  dataDir: `test-results/e2e-data-${port + 3}`,
  seedVehicles: 300,
  featureToggles: 'AdminUser=on,locationScreen=on',
};
