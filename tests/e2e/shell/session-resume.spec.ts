/**
 * A reloaded tab resumes its session with the tokens it stored: its app is drawn with them, and
 * keycloak-js's session iframe then confirms the session with the identity
 * provider; tokens of an ended session, or a session the provider no longer knows, sign no one in.
 */
import { expect, test } from '@playwright/test';
import { login } from '../support/login.ts';

const oidc = '/auth/realms/vtlog/protocol/openid-connect';

test("a reload resumes the tab's session from its stored tokens: drawn before keycloak-js's check, which then confirms it, with no silent sign-in check or code exchange", async ({
  page,
}) => {
  await login(page, 'analista', '/orders');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(oidc)) asked.push(`${request.method()} ${pathname.slice(oidc.length)}`);
  });
  // keycloak-js's session check is held until the test listens for its answer; whether the page was drawn when it came is noted
  const rows = page.getByRole('table', { name: 'Pedidos' }).locator('tbody tr');
  let releaseCheck: () => void = () => undefined;
  const checkHeld = new Promise<void>((resolve) => (releaseCheck = resolve));
  let reportCheck: (drawn: boolean) => void = () => undefined;
  const drawnAtCheck = new Promise<boolean>((resolve) => (reportCheck = resolve));
  await page.route('**/login-status-iframe.html/init*', async (route) => {
    reportCheck(await rows.first().isVisible());
    await checkHeld;
    await route.continue();
  });
  await page.reload();
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  // keycloak-js's check starts only once the opened page is drawn
  expect(await drawnAtCheck).toBe(true);

  // keycloak-js's check asks the iframe and gets its answer as a message: listen before it is released
  await page.evaluate(() => {
    (window as { checkAnswer?: Promise<string> }).checkAnswer = new Promise((resolve) =>
      addEventListener('message', (event: MessageEvent) => {
        if (event.data === 'unchanged' || event.data === 'changed' || event.data === 'error') resolve(String(event.data));
      }),
    );
  });
  releaseCheck();
  expect(await page.evaluate(() => (window as { checkAnswer?: Promise<string> }).checkAnswer)).toBe('unchanged');
  expect(asked).toContain('GET /login-status-iframe.html/init');
  // confirmed: the app stays, still signed in
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
  await expect(rows.first()).toBeVisible();
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

test("a session the identity provider's cookie no longer names (cookies cleared): the app drawn from the tab's tokens leaves for the login page once keycloak-js checks", async ({
  page,
  context,
}) => {
  await login(page, 'admin', '/vehicles/search');
  // The tab leaves the app before its cookies go (its tab storage stays), then opens it again: cleared
  // under a running app, keycloak-js's own 5 s check could move the tab while the test reloads it.
  await page.goto('about:blank');
  await context.clearCookies();
  await page.goto('/vehicles/search', { waitUntil: 'commit' });
  await expect(page.getByLabel('Usuário ou e-mail')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('vtlog.tokens'))).toBeNull();
});
