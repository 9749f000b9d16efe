// npm run bench:render — how fast the vehicle search shows its results in headless Chromium against
// the real server: from navigating to /vehicles/search?sid=... (a cached search state) until
// its 50 rows are painted (≤ 800 ms), and from a click on a column header until the re-sorted rows are
// painted (≤ 300 ms). Prints the median and p95 of several runs; exits 1 when a p95 is over target.
//   --runs N  (default 10)
import { parseArgs } from 'node:util';
import { machineLoad, percentile, signIn, startBrowserApp } from './support/browser-app.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
const ROWS = 50;
const targets = { navigation: 800, sort: 300 };
const rowsSelector = 'table[aria-label="Consulta de Veículos"] tbody tr';

/** Resolves once `count` rows are in the table and a frame has been drawn with them. */
const rowsPainted = (page, count) =>
  page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length >= count, { selector: rowsSelector, count }, { polling: 'raf', timeout: 30_000 });

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

  console.log(`\nmedida (${runs} execuções, ${ROWS} linhas; ${machineLoad()}) | mediana ms | p95 ms | meta ms |`);
  ok = summary('navegação até as linhas pintadas', navigation, targets.navigation) && ok;
  ok = summary('clique de ordenação até as linhas reordenadas', sort, targets.sort) && ok;
  await context.close();
} finally {
  await app.close();
}
process.exit(ok ? 0 : 1);
