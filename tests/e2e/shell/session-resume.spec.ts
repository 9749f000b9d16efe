/**
 * A reloaded tab resumes its session with the tokens it stored, once keycloak-js's session iframe
 * confirms the session still holds; tokens of an ended session sign no one in.
 */
import { expect, test } from '@playwright/test';
import { login } from '../support/login.ts';

const oidc = '/auth/realms/vtlog/protocol/openid-connect';

test("a reload resumes the tab's session from its stored tokens: no silent sign-in check, no code exchange, the session still checked", async ({ page }) => {
  await login(page, 'analista', '/orders');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(oidc)) asked.push(`${request.method()} ${pathname.slice(oidc.length)}`);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Pedidos' }).locator('tbody tr').first()).toBeVisible();
  expect(asked).toContain('GET /login-status-iframe.html/init');
  expect(asked).not.toContain('GET /auth');
  expect(asked).not.toContain('POST /token');
});

test('tokens of a session that has ended sign no one in: the reload goes to the login page', async ({ page }) => {
  await login(page, 'admin');
  const stored = await page.evaluate(() => sessionStorage.getItem('vtlog.tokens'));
  expect(stored).toContain('refreshToken');

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('dialog', { name: 'Sair do VTLog' }).getByRole('button', { name: 'CONFIRMAR' }).click();
  await expect(page.getByLabel('Usuário ou e-mail')).toBeVisible({ timeout: 20_000 });

  // the login page is served from the app's origin: put the ended session's tokens back in the tab
  await page.evaluate((tokens) => sessionStorage.setItem('vtlog.tokens', tokens!), stored);
  await page.goto('/vehicles/search', { waitUntil: 'commit' });
  await expect(page.getByLabel('Usuário ou e-mail')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('profile-menu')).toHaveCount(0);
});
