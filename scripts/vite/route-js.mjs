// The JavaScript a route of the built SPA loads, read from the build output alone (no browser), so the
// same build always gives the same figure: the files index.html loads (its module script and the
// modulepreloads of the app, app-chunk-plugin.mjs), the chunk of the route's page kind
// (src/web/renderer/page-code.ts), the chunk of its page manifest (src/web/manifests/page-routes.ts),
// the validators of its forms (form-validators-plugin.mjs), each with every chunk it imports statically (`imports` of
// dist/.vite/manifest.json, `build.manifest` in vite.config.ts). Bytes: each file compressed alone
// with gzip -9, as the server sends it (precompress-plugin.mjs). Code loaded at the user's first input,
// or when a rare part is drawn, is not counted (tests/bench/bundle.bench.mjs measures the same routes
// in a browser, those included). The budgets: scripts/check-route-js.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { hashForSchema } from '@rjsf/utils';
import { readPageManifest } from '../api-contract/page-manifests.mjs';
import { formSchemasOf } from './form-validators-plugin.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The page manifest (manifests/pages/<id>.json) whose `path` is `route`. */
function pageOf(route) {
  const dir = path.join(root, 'manifests/pages');
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.json')) continue;
    const page = readPageManifest(root, path.join(dir, name));
    if (page.path === route) return { id: name.slice(0, -'.json'.length), page };
  }
  throw new Error(`nenhum manifesto de página tem o caminho ${route}`);
}

/** The manifest keys (modules) whose chunks a route loads, bar index.html's own files. */
export function routeModules(route) {
  const { id, page } = pageOf(route);
  const formKeys = formSchemasOf(page).map((schema) => (typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema)));
  return [
    `src/web/renderer/kinds/${page.kind}-page.tsx`,
    `manifests/pages/${id}.json`,
    ...formKeys.map((key) => `virtual:vtlog-form-validators/form-validator-${encodeURIComponent(key)}`),
  ];
}

/** The built SPA's manifest, or an error that says to build first. */
export function readBuild(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile) || !existsSync(path.join(dist, 'index.html'))) throw new Error(`${manifestFile} não existe: o SPA não foi construído`);
  return { dist, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')), html: readFileSync(path.join(dist, 'index.html'), 'utf8') };
}

/** The route's JS files (relative to dist) and their gzip -9 bytes, one by one and in total. */
export function routeJs(build, route) {
  const { dist, manifest, html } = build;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  // index.html's module script and modulepreloads
  const htmlFiles = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((match) => match[1]);
  if (htmlFiles.length === 0) throw new Error('index.html do build não carrega nenhum script');
  const keys = [...htmlFiles.map((file) => byFile.get(file) ?? file), ...routeModules(route)];
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) {
      if (key.endsWith('.js') && existsSync(path.join(dist, key))) files.add(key);
      else throw new Error(`o build não tem o chunk de ${key} (${route})`);
      return;
    }
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  const sizes = [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }));
  return { files: sizes.sort((a, b) => b.gzip - a.gzip), gzip: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}
