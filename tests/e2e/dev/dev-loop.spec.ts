/**
 * The development loop of the README: `npm run serve` (the API) and `npm run dev` (Vite with hot reload,
 * proxying /api, /auth and /config.json to it) sign in through the embedded identity provider and show
 * the vehicle search, with no reload by Vite on the way. Ports: E2E_DEV_SERVER_PORT and E2E_DEV_VITE_PORT (default: the e2e port + 1 and + 2).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/login.ts';

const e2ePort = Number(process.env.E2E_PORT ?? 8181);
const serverPort = Number(process.env.E2E_DEV_SERVER_PORT ?? e2ePort + 1);
const vitePort = Number(process.env.E2E_DEV_VITE_PORT ?? e2ePort + 2);
const dataDir = 'test-results/e2e-dev-data';
const viteUrl = `http://localhost:${vitePort}`;

const started: { child: ChildProcess; output: string[] }[] = [];

function start(args: string[], env: Record<string, string>) {
  // A process group of its own, so npm, its shell and the node process under it stop together.
  const child = spawn('npm', args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { child, output: [] as string[] };
  child.stdout?.on('data', (chunk: Buffer) => entry.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => entry.output.push(chunk.toString()));
  started.push(entry);
}

async function answers(url: string, deadline: number): Promise<void> {
  const ok = () =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  await expect
    .poll(ok, { timeout: Math.max(deadline - Date.now(), 1) })
    .toBe(true)
    .catch(() => {
      throw new Error(`${url} não respondeu:\n${started.map((s) => s.output.join('')).join('\n---\n')}`);
    });
}

test.describe('dev loop', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(dataDir, { recursive: true, force: true });
    // As a developer runs them: no PUBLIC_URL, no NODE_ENV.
    const { PUBLIC_URL: _publicUrl, NODE_ENV: _nodeEnv, ...inherited } = process.env;
    process.env = inherited;
    start(['run', 'serve'], { PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_VEHICLES: '300', LOG_LEVEL: 'warn' });
    start(['run', 'dev', '--', '--port', String(vitePort), '--strictPort'], { VTLOG_SERVER: `http://localhost:${serverPort}` });
    const deadline = Date.now() + 200_000;
    await answers(`http://localhost:${serverPort}/config.json`, deadline);
    await answers(`${viteUrl}/config.json`, deadline);
  });

  test.afterAll(async () => {
    for (const { child } of started) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  test('signs in through the Vite dev server and shows the vehicle search', async ({ page }) => {
    const corsErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) corsErrors.push(message.text());
    });
    await page.goto(`${viteUrl}/vehicles/search`);
    // Vite compiles the app's modules on this first request: the move to the login page may take longer than an expect's wait.
    await page.waitForURL(/\/auth\/realms\/vtlog\/protocol\/openid-connect\/auth/, { timeout: 120_000 });
    await submitLogin(page, 'analista');
    await expect(page).toHaveURL(`${viteUrl}/vehicles/search`, { timeout: 120_000 });
    await expect(page.getByRole('heading', { name: 'Consulta de Veículos' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('table', { name: 'Consulta de Veículos' }).getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Servidor de login indisponível')).toHaveCount(0);
    expect(corsErrors).toEqual([]);
    // The filter form's validator (a virtual module) and what it imports are loaded once it validates;
    // each was pre-bundled at start.
    await page.getByRole('textbox', { name: 'Chassi', exact: true }).fill('IOQ*');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(page.getByRole('textbox', { name: 'Chassi', exact: true })).toHaveAccessibleDescription(/Caracteres não permitidos/, { timeout: 60_000 });
    // A dependency found at run time is bundled again (logged before its module is served), then reloads the page.
    const viteOutput = started[1]?.output.join('') ?? '';
    expect(viteOutput.match(/bundling dependencies/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(viteOutput).not.toContain('optimized dependencies changed');
  });
});
