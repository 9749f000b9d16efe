/**
 * PostgreSQL stops while the app runs — the API answers 503 with a pt-BR message; a reload keeps the
 * tab's session and its page says the database is down; a new tab, which must sign in, gets the
 * sign-in server's pt-BR "Serviço indisponível" page (its sessions are in the database); all recover
 * once the database is back (no restart of the app), each with its "Tentar novamente".
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fault-test.ts';
import { capturedBearer } from '../e2e/security/script-watch.ts';
import { login } from '../e2e/support/login.ts';
import { startServer } from './server-process.ts';

const port = Number(process.env.FAULTS_PORT ?? 8196);
const pgPort = process.env.FAULTS_PG_PORT ?? '8199';
const pgDir = path.join(tmpdir(), `vtlog-pg-faults-${pgPort}`);
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgEnv = { ...process.env, PG_TEST_PORT: pgPort, PG_TEST_DIR: pgDir };

/** pg_ctl as the cluster's owner (scripts/pg-test-server.sh runs it as `postgres` under root). */
function pgCtl(action: 'stop' | 'start'): void {
  const options = action === 'stop' ? '-m immediate' : `-l ${pgDir}/server.log -o "-p ${pgPort} -k /tmp -c listen_addresses=127.0.0.1"`;
  const command = `${pgBin}/pg_ctl -D ${pgDir} -w ${options} ${action}`;
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'pipe' });
  else execFileSync('bash', ['-c', command], { stdio: 'pipe' });
}

test('PostgreSQL stopped under the running app: 503 in pt-BR, the sign-in page says so and both recover when it is back', async ({ page }) => {
  test.setTimeout(240_000);
  const databaseUrl = execFileSync('bash', ['scripts/pg-test-server.sh', 'start'], { env: pgEnv, encoding: 'utf8' }).trim();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-fault-pg-'));
  const server = await startServer({ port, dataDir, env: { DATABASE_URL: databaseUrl } });
  try {
    const bearer = capturedBearer(page);
    await login(page, 'analista', `${server.url}/vehicles/search`);
    const authorization = await bearer;
    const table = page.getByRole('table', { name: 'Consulta de Veículos' });
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    const list = () =>
      fetch(`${server.url}/api/vehicle/list`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: '{"page":1,"pageSize":5}',
      });

    pgCtl('stop');
    const down = await list();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: 'Banco de dados indisponível no momento. Tente novamente em instantes.' });

    // A reload keeps the tab's session (keycloak-js confirms it against the provider's cookie): the
    // list says in pt-BR that the database is down, and offers to retry.
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: 'Erro ao carregar a página' });
    await expect(failure).toContainText('Banco de dados indisponível no momento. Tente novamente em instantes.', { timeout: 20_000 });
    await page.screenshot({ path: 'test-results/screens/fault-postgres-down.png' });

    // A new tab must sign in, through the sign-in server, whose sessions are in the database too: it says so and offers to retry.
    const signingIn = await page.context().newPage();
    await signingIn.goto(`${server.url}/vehicles/search`, { waitUntil: 'commit' });
    await expect(signingIn.getByRole('heading', { name: 'Serviço indisponível' })).toBeVisible({ timeout: 20_000 });
    await expect(signingIn.getByText('Banco de dados indisponível no momento. Tente novamente em instantes.')).toBeVisible();
    await signingIn.screenshot({ path: 'test-results/screens/fault-postgres-down-sign-in.png' });

    pgCtl('start');
    await expect.poll(async () => (await list()).status, { timeout: 30_000 }).toBe(200);
    await failure.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await signingIn.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(signingIn.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await server.stop();
    execFileSync('bash', ['scripts/pg-test-server.sh', 'stop'], { env: pgEnv });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
