/**
 * Errors a user can act on: a failed call shows its status code with the server's
 * message; a receipt that does not exist says so in the "Erro" toast; a failed permission fetch
 * ends the session and explains it instead of dropping the user on the login page.
 */
import { submitLogin } from '../support/login.ts';
import { expect, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'admin' });

test('an unknown receipt shows the "Erro" toast with the status code and the server\'s message', async ({ page }) => {
  await openApp(page, '/receipts/99999999');
  const toast = page.locator('[data-toast-kind="error"]');
  await expect(toast).toContainText('Erro');
  await expect(toast).toContainText(/Erro 404: Recebimento .*não encontrado/);
  await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar a página' })).toContainText('Erro 404:');
});

// This sign-in's session is ended by the app: not the saved one other tests use.
test.describe('through the login form', () => {
  test.use({ signedInAs: undefined });

  test('a failed permission fetch ends the session and says why, with a way to sign in again', async ({ page }) => {
    await page.route('**/protocol/openid-connect/token', async (route) => {
      if (route.request().postData()?.includes('uma-ticket'))
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"temporarily_unavailable"}' });
      else await route.continue();
    });
    await page.goto('/vehicles/search');
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(/\/\?sessao=permissoes$/);
    const failure = page.getByTestId('boot-failure');
    await expect(failure).toContainText('Não foi possível carregar suas permissões');
    await expect(failure).toContainText('sua sessão foi encerrada');
    await expect(page.getByTestId('profile-menu')).toHaveCount(0);

    // Signed out for real: signing in again asks for the password.
    await page.unrouteAll();
    await failure.getByRole('button', { name: 'Entrar novamente' }).click();
    await submitLogin(page, 'admin');
    await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
  });
});
