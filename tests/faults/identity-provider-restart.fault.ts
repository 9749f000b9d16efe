/**
 * The embedded identity provider keeps its sessions and signing keys in the database: after a
 * server restart (here a kill -9) the browser's tokens and SSO cookie still work, so the next API
 * call and the next page load succeed without the user ever seeing the sign-in form again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fault-test.ts';
import { login } from '../e2e/support/login.ts';
import { sidebar } from '../e2e/support/shell.ts';
import { startServer } from './server-process.ts';

const port = Number(process.env.FAULTS_PORT ?? 8196);
const authEndpoint = /\/auth\/realms\/vtlog\/protocol\/openid-connect\/auth/;

test('server restart: the next API call and the next page load succeed without a sign-in form', async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vtlog-fault-idp-restart-'));
  let server = await startServer({ port, dataDir });
  try {
    await login(page, 'admin', `${server.url}/vehicles/search`);
    await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 30_000 });

    await server.kill();
    server = await startServer({ port, dataDir });

    // The authorization endpoint answers 200 only with the sign-in form (an SSO cookie it honours gets a redirect).
    const signInForms: string[] = [];
    page.on('response', (response) => {
      if (authEndpoint.test(response.url()) && response.status() === 200) signInForms.push(response.url());
    });

    const profile = page.waitForResponse((response) => response.url().endsWith('/api/users/me'));
    await sidebar(page).getByRole('link', { name: 'Perfil' }).click();
    expect((await profile).status(), 'the token from before the restart is still accepted').toBe(200);
    await expect(page).toHaveURL(`${server.url}/profile`);
    await expect(page.getByRole('main').getByText('ana.admin@vtlog.local')).toBeVisible({ timeout: 20_000 });

    // A page load runs keycloak-js's silent single sign-on check: the SSO cookie from before the restart signs in again.
    await page.reload();
    await expect(page).toHaveURL(`${server.url}/profile`, { timeout: 20_000 });
    await expect(page.getByRole('main').getByText('ana.admin@vtlog.local')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: 'test-results/screens/fault-identity-provider-restart-profile.png' });
    await expect(page.getByLabel('Usuário ou e-mail')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Token de acesso inválido')).toHaveCount(0);
    expect(signInForms, 'no sign-in form after the restart').toEqual([]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
