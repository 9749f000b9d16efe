/** Sign-in returns to the deep link; Sair confirms and empties the storage. */
import { expect, test } from '@playwright/test';
import { login } from '../support/login.ts';
import { storageKeys } from '../support/shell.ts';

test('a deep link opened before sign-in is where the user lands after it', async ({ page }) => {
  await login(page, 'analista', '/orders?origem=link');
  await expect(page).toHaveURL(/\/orders\?origem=link$/);
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
});

test("the session is checked by keycloak-js's iframe: the identity provider's 3rd-party cookie check answers that cookies work", async ({ page }) => {
  const answers: string[] = [];
  await page.exposeFunction('reportCookieCheck', (answer: string) => answers.push(answer));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.addEventListener('message', (event) => {
      if (event.data === 'supported' || event.data === 'unsupported')
        void (window as unknown as { reportCookieCheck: (answer: string) => void }).reportCookieCheck(event.data);
    });
  });
  await login(page, 'admin');
  // one check before the login page sends the user back, one after
  expect(answers.length).toBeGreaterThan(0);
  expect(new Set(answers)).toEqual(new Set(['supported']));
  // keycloak-js sets up its session iframe only after a 'supported' answer
  await expect(page.locator('iframe[title="keycloak-session-iframe"]')).toBeAttached();
});

test('Sair asks for confirmation (Escape does not close it, Enter confirms) and leaves no session data', async ({ page }) => {
  await login(page, 'admin');
  const before = await storageKeys(page);
  expect(before.local).toContain('vtlog.profile');
  expect(before.session).toContain('vtlog.permissions');

  const dialog = page.getByRole('dialog', { name: 'Sair do VTLog' });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Deseja finalizar sua sessão?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'CANCELAR' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'CONFIRMAR' })).toBeFocused();

  // The page's timers and frames run on Playwright's clock, paused: a dialog closing on Escape would
  // be gone once its exit transition has had them (a second's worth); then time runs on again.
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.keyboard.press('Escape');
  await page.clock.runFor(1000);
  await expect(dialog).toBeVisible();
  await page.clock.resume();

  await dialog.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.getByTestId('profile-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(dialog).toBeVisible();
  // Enter confirms once the focus is on CONFIRMAR (it moves there as the dialog opens).
  await expect(dialog.getByRole('button', { name: 'CONFIRMAR' })).toBeFocused();
  await page.keyboard.press('Enter');

  // back at the identity provider's login page: the session is over
  await expect(page.getByLabel('Usuário ou e-mail')).toBeVisible({ timeout: 20_000 });
  const after = await storageKeys(page);
  expect(after.session).toEqual([]);
  // what may remain: the device's theme choice and keycloak-js's state for the login now pending
  expect(after.local.filter((key) => key !== 'vtlog-color-scheme' && !key.startsWith('kc-callback-'))).toEqual([]);

  await page.goto('/');
  await expect(page.getByLabel('Usuário ou e-mail')).toBeVisible();
});

test('an unreachable identity provider gets a pt-BR error screen, not a blank page', async ({ page }) => {
  await page.route('**/auth/realms/**', (route) => route.abort('connectionrefused'));
  await page.goto('/vehicles/search');
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('heading', { name: 'Servidor de login indisponível' })).toBeVisible();
  await expect(failure).toContainText('Não foi possível conectar ao servidor de identidade');
  await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});
