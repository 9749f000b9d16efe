// npm run bench:bundle — the JavaScript the browser downloads, gzip-compressed, to show `/` and
// `/vehicles/search` to a signed-in user (`/` ≤ 200 kB, `/vehicles/search` ≤ 316 kB, 1 % above the smallest
// peer's on the peer harness: the targets), the largest chunk, and which heavy parts each route pulls
// in (the home page must pull in none; a page downloads the validators of its own forms only).
// Measured for real: the built SPA on the real server, Chromium signed in, the browser cache off,
// every script the page loads until none arrives for a second. Exits 1 when a target is missed.
// The page is only looked at: the code that loads at the user's first input (tooltips, menus,
// dialogs, toasts, the date fields' calendar: src/web/renderer/overlays/first-input.ts; some 45-55 kB
// gzip more) is not counted. Bytes come from code and from files: each chunk also carries its
// import glue and the preload list of what it loads lazily, so a lazy boundary that leaves small
// shared chunks behind can cost more than it saves (measure; scripts/vite/stand-ins-plugin.mjs).
//   --files  also lists each route's files
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { signIn, startBrowserApp } from './support/browser-app.mjs';

// `forms`: how many forms the route shows, so how many precompiled form validators it may download
// (each form's are a chunk of their own, scripts/vite/form-validators-plugin.mjs).
const routes = [
  { path: '/', targetKb: 200, forms: 0, ready: (page) => page.getByRole('heading', { level: 3 }).first().waitFor() },
  {
    path: '/vehicles/search',
    targetKb: 316,
    forms: 1,
    ready: (page) =>
      Promise.all([
        page.locator('table tbody tr').first().waitFor({ timeout: 30_000 }),
        page.getByRole('button', { name: 'Pesquisar' }).waitFor({ timeout: 30_000 }),
      ]),
  },
];

/** Heavy parts that must load only on the routes that use them, recognised by their code. */
const heavyParts = [
  { name: 'RJSF + validadores', marker: 'rjsf-field' },
  { name: 'gráficos (recharts)', marker: 'recharts-' },
  { name: 'texto rico (tiptap)', marker: 'ProseMirror' },
  { name: 'mapas', marker: 'maps.googleapis' },
  { name: 'xlsx', marker: 'SheetJS' },
];

const listFiles = process.argv.includes('--files');
const kb = (bytes) => bytes / 1000;
const format = (bytes) => `${kb(bytes).toFixed(1)} kB`;

function chunkInfo(webDist, file) {
  const code = readFileSync(path.join(webDist, 'assets', file));
  const text = code.toString('utf8');
  return { file, raw: code.length, gzip: gzipSync(code).length, heavy: heavyParts.filter((part) => text.includes(part.marker)).map((part) => part.name) };
}

/** The app's scripts (not the identity provider's) one full load of `route` downloads. */
async function scriptsOf(app, route) {
  const context = await app.newContext();
  const page = await context.newPage();
  await signIn(page, '/');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const files = new Set();
  let lastScript = Date.now();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
    files.add(pathname.slice('/assets/'.length));
    lastScript = Date.now();
  });
  await page.goto(route.path);
  await route.ready(page);
  // Lazy chunks requested after the first paint count too: wait for a second without new scripts.
  while (Date.now() - lastScript < 1000) await page.waitForTimeout(200);
  await context.close();
  return [...files];
}

const app = await startBrowserApp();
let failed = false;
try {
  const webDist = app.webDist;
  const all = readdirSync(path.join(webDist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => chunkInfo(webDist, file))
    .sort((a, b) => b.gzip - a.gzip);
  const byFile = new Map(all.map((chunk) => [chunk.file, chunk]));

  console.log('\nrota | arquivos JS | gzip | meta | razão | maior arquivo | validadores de formulário | partes pesadas');
  for (const route of routes) {
    const chunks = (await scriptsOf(app, route)).map((file) => byFile.get(file)).filter(Boolean);
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
    const largest = chunks.reduce((max, chunk) => (chunk.gzip > max.gzip ? chunk : max));
    const heavy = [...new Set(chunks.flatMap((chunk) => chunk.heavy))];
    const ratio = kb(total) / route.targetKb;
    const validators = chunks.filter((chunk) => chunk.file.startsWith('form-validator-')).length;
    const ok = ratio <= 1 && validators <= route.forms && (route.path !== '/' || heavy.length === 0);
    failed ||= !ok;
    console.log(
      `${route.path} | ${chunks.length} | ${format(total)} | ${route.targetKb} kB | ${ratio.toFixed(2)} ${ok ? '✓' : '✗'} | ` +
        `${largest.file} ${format(largest.gzip)} | ${validators} (até ${route.forms}) | ${heavy.join(', ') || 'nenhuma'}`,
    );
    if (listFiles) for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${format(chunk.gzip).padStart(9)}  ${chunk.file}`);
  }
  const [largest] = all;
  console.log(`\nmaior chunk do build: ${largest.file} ${format(largest.gzip)} gzip (${format(largest.raw)} sem compressão)`);
  for (const part of heavyParts) {
    const holders = all.filter((chunk) => chunk.heavy.includes(part.name));
    console.log(`${part.name}: ${holders.map((chunk) => `${chunk.file} ${format(chunk.gzip)}`).join(', ') || 'não usado'}`);
  }
} finally {
  await app.close();
}
process.exit(failed ? 1 : 0);
