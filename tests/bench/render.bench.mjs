// npm run bench:render — how fast the vehicle search shows its results in headless Chromium against
// the real server: from navigating to /vehicles/search?sid=... (a cached search state) until
// its 50 rows are painted (≤ 800 ms), and from a click on a column header until the re-sorted rows are
// painted (≤ 300 ms). Then on an emulated slow network (150 ms round trip, 10 Mbit/s down, 5 Mbit/s up,
// through the DevTools protocol): a reload of the signed-in tab on /vehicles/search until 20 rows are
// painted (≤ 2.5 s) and on /locations/vehicles until the map's first markers are drawn (≤ 3 s).
// Prints the median and p95 of several runs; exits 1 when a p95 is over target.
//   --runs N  (default 10; the slow network runs half as many)
import { parseArgs } from 'node:util';
import { machineLoad, percentile, signIn, startBrowserApp } from './support/browser-app.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const ROWS = 50;
const targets = { navigation: 800, sort: 300, slowSearch: 2500, slowMap: 3000 };
const slowNetwork = { offline: false, latency: 150, downloadThroughput: (10_000_000 / 8) | 0, uploadThroughput: (5_000_000 / 8) | 0 };
const markerSelector = '[data-testid="map-marker"], [data-testid="map-cluster"]';
const rowsSelector = 'table[aria-label="Consulta de Veículos"] tbody tr';

/** Resolves once `count` rows are in the table and a frame has been drawn with them. */
const rowsPainted = (page, count) =>
  page.waitForFunction(
    ({ selector, count }) => document.querySelectorAll(selector).length >= count,
    { selector: rowsSelector, count },
    { polling: 'raf', timeout: 30_000 },
  );

async function timeNavigation(page, url) {
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await rowsPainted(page, ROWS);
  return Date.now() - started;
}

/** Clicks the header inside the page and waits, frame by frame, until the first row changes. */
function timeSort(header) {
  return header.evaluate(async (button, selector) => {
    const firstRow = () => document.querySelector(selector)?.textContent;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = firstRow();
    const started = performance.now();
    button.click();
    while (firstRow() === before) await frame();
    await frame();
    return performance.now() - started;
  }, rowsSelector);
}

/** A reload of the signed-in tab on `url` over the slow network until `ready` holds; the cache is as the last visit left it. */
async function timeSlowReload(page, url, ready) {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slowNetwork);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await ready(page);
    return Date.now() - started;
  } finally {
    await cdp.send('Network.emulateNetworkConditions', { ...slowNetwork, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  }
}

function summary(label, times, target) {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  console.log(`${label} | ${p50.toFixed(0)} | ${p95.toFixed(0)} | ${target} | ${p95 <= target ? '✓' : '✗'}`);
  return p95 <= target;
}

const app = await startBrowserApp();
let ok = true;
try {
  const context = await app.newContext();
  const page = await context.newPage();
  await signIn(page, '/vehicles/search');
  await rowsPainted(page, ROWS);
  // A search creates the cached state (sid) the measured navigations restore.
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.waitForURL(/[?&]sid=/);
  const sid = new URL(page.url()).searchParams.get('sid');
  const url = `/vehicles/search?sid=${sid}`;
  await timeNavigation(page, url); // warm-up: the browser caches the scripts, as on a second visit

  const navigation = [];
  for (let i = 0; i < runs; i++) navigation.push(await timeNavigation(page, url));
  const header = page.getByRole('button', { name: /^Chassi: ordenar/ });
  const sort = [];
  for (let i = 0; i < runs; i++) sort.push(await timeSort(header));

  const slowRuns = Math.max(3, Math.ceil(runs / 2));
  const searchReady = (p) => rowsPainted(p, 20);
  const mapReady = (p) => p.locator(markerSelector).first().waitFor({ timeout: 30_000 });
  await page.goto('/locations/vehicles');
  await mapReady(page); // the map's code in the cache too, as for a user who has opened it before
  const slowSearch = [];
  for (let i = 0; i < slowRuns; i++) slowSearch.push(await timeSlowReload(page, '/vehicles/search', searchReady));
  const slowMap = [];
  for (let i = 0; i < slowRuns; i++) slowMap.push(await timeSlowReload(page, '/locations/vehicles', mapReady));

  console.log(`\nmedida (${runs} execuções, ${ROWS} linhas; ${machineLoad()}) | mediana ms | p95 ms | meta ms |`);
  ok = summary('navegação até as linhas pintadas', navigation, targets.navigation) && ok;
  ok = summary('clique de ordenação até as linhas reordenadas', sort, targets.sort) && ok;
  console.log(`rede lenta (150 ms de ida e volta, 10/5 Mbit/s; ${slowRuns} execuções):`);
  ok = summary('recarga de /vehicles/search até 20 linhas pintadas', slowSearch, targets.slowSearch) && ok;
  ok = summary('recarga de /locations/vehicles até os primeiros marcadores', slowMap, targets.slowMap) && ok;
  await context.close();
} finally {
  await app.close();
}
process.exit(ok ? 0 : 1);
