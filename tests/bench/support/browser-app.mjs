// The real product for the browser benchmarks: the SPA built into a temporary folder, the server
// started on it (fresh SQLite database, 2,000 demo vehicles) and the system Chromium signed in
// through the embedded identity provider's login page, as a user would.
//   BENCH_WEB_DIST=<dir>  reuse a build instead of building;  BENCH_PORT=<port>  server port (8196)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/find-chromium.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Builds the SPA (unless BENCH_WEB_DIST names one) and returns its folder. */
export function buildSpa(work) {
  if (process.env.BENCH_WEB_DIST) return path.resolve(process.env.BENCH_WEB_DIST);
  const outDir = path.join(work, 'dist');
  console.log('Gerando o bundle (vite build)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build falhou');
  return outDir;
}

async function waitUntilUp(url, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou (código ${server.exitCode})`);
    try {
      if ((await fetch(`${url}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o servidor não respondeu em ${url}`);
}

/**
 * Starts the server on the built SPA and Chromium; `close()` stops both and removes the
 * temporary folder.
 */
export async function startBrowserApp() {
  const work = mkdtempSync(path.join(tmpdir(), 'vtlog-bench-'));
  const webDist = buildSpa(work);
  const port = Number(process.env.BENCH_PORT ?? 8196);
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: webDist,
      SEED_VEHICLES: '2000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  });
  await waitUntilUp(url, server);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  return {
    url,
    webDist,
    browser,
    /** A fresh browser context (empty cache and storage) at 1440×900, pt-BR. */
    newContext: () => browser.newContext({ baseURL: url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 900 } }),
    async close() {
      await browser.close();
      server.kill();
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Opens `pathname`, signs in on the identity provider's login page and waits for the app shell. */
export async function signIn(page, pathname, user = 'admin') {
  await page.goto(pathname);
  await page.waitForURL(/\/auth\/realms\/vtlog\/protocol\/openid-connect\/auth/);
  await page.getByLabel('Usuário ou e-mail').fill(user);
  await page.getByLabel('Senha').fill(user);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByTestId('profile-menu').waitFor({ timeout: 30_000 });
}

/** Timings depend on what else the machine runs: printed with every result. */
export function machineLoad() {
  return `carga média de 1 min ${loadavg()[0].toFixed(1)} em ${availableParallelism()} CPUs`;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
