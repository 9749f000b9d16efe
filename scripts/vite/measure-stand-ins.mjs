// node scripts/vite/measure-stand-ins.mjs — what each stand-in (stand-ins-plugin.mjs) saves on the list
// route: the SPA built with every stand-in, then once without each (the entries of one importer and
// purpose together), the route's JS compared (route-js.mjs). Builds into a temporary folder, not dist.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';
import { readBuild, routeJs } from './route-js.mjs';
import { standIns, standInsPlugin } from './stand-ins-plugin.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const route = '/vehicles/search';
const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(root, 'vite.config.ts'));
const outDir = mkdtempSync(path.join(tmpdir(), 'vtlog-stand-ins-'));

/** The list route's JS gzip bytes, built with these stand-ins. */
async function measure(entries) {
  const plugins = config.plugins.map((plugin) => (plugin?.name === 'vtlog-stand-ins' ? standInsPlugin({ root, entries }) : plugin));
  await build({ ...config, configFile: false, logLevel: 'error', plugins, build: { ...config.build, outDir } });
  return routeJs(readBuild(outDir), route).gzip;
}

try {
  const all = await measure(standIns);
  console.log(`${route}: ${all} B gzip com todos os substitutos`);
  // entries with the same importer serve one purpose (getDefaultRegistry's three)
  const groups = new Map();
  for (const entry of standIns) groups.set(String(entry.importer), [...(groups.get(String(entry.importer)) ?? []), entry]);
  for (const [importer, entries] of groups) {
    const without = await measure(standIns.filter((entry) => !entries.includes(entry)));
    console.log(`${((without - all) / 1000).toFixed(1).padStart(6)} kB  ${importer} (${entries.map((entry) => entry.source).join(', ')})`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
