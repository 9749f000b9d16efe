/**
 * The embedded identity provider keeps its sessions in memory: after a server restart the API
 * refuses the tokens the browser still holds (401). The SPA must then go to the login page once
 * (no blank page, no redirect loop) and, after sign-in, come back to the page the user asked for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { login, submitLogin } from '../e2e/support/login.ts';
import { sidebar } from '../e2e/support/shell.ts';
import { startServer } from './server-process.ts';

const port = Number(process.env.FAULTS_PORT ?? 8196);
const loginPage = /\/auth\/realms\/vtlog\/protocol\/openid-connect\/auth/;

test('server restart: the next API call sends the user to the login page once, then back to the page asked for', async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-fault-idp-restart-'));
  let server = await startServer({ port, dataDir });
  try {
    await login(page, 'admin', `${server.url}/vehicles/search`);
    await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 30_000 });

    await server.kill();
    server = await startServer({ port, dataDir });

    const loginVisits: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && loginPage.test(frame.url())) loginVisits.push(frame.url());
    });
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/users/me') && response.status() === 401);
    await sidebar(page).getByRole('link', { name: 'Perfil' }).click();
    await refused;
    await expect(page.getByLabel('Usuário ou e-mail')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: 'test-results/screens/fault-identity-provider-restart-login.png' });
    await page.waitForTimeout(2_000);
    expect(loginVisits, 'one trip to the login page, not a loop').toHaveLength(1);

    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(`${server.url}/profile`);
    await expect(page.getByRole('main').getByText('ana.admin@vtlog.local')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByText('Token de acesso inválido')).toHaveCount(0);
    expect(loginVisits).toHaveLength(1);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
