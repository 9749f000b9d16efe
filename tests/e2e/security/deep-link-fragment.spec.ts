/**
 * A deep link with a #fragment (the skip link adds `#conteudo-principal`; then F5) goes through the
 * real sign-in and lands on the page it named, fragment kept, instead of the identity provider's
 * "Parâmetro inválido: redirect_uri" page.
 */
import { expect, test } from '@playwright/test';
import { submitLogin } from '../support/login.ts';

const deepLink = '/vehicles/search?sid=1#conteudo-principal';

test('a deep link with a fragment signs in and lands on the page, also after F5', async ({ page }) => {
  await page.goto(deepLink);
  await submitLogin(page, 'analista');
  await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === deepLink);
  await expect(page.getByText('Parâmetro inválido')).toHaveCount(0);

  // F5 with the fragment in the address bar: the SSO session signs in again without the form.
  await page.reload();
  await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === deepLink);
});
