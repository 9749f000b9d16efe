/**
 * A page's code requested while the server is away (a restart, a network blip) is downloaded again
 * once it answers, and the page opens: no error screen, no reload (src/web/app/code-chunk.ts).
 */
import { expect, openApp, test } from '../support/fixtures.ts';
import { sidebar } from '../support/shell.ts';

test.use({ signedInAs: 'analista' });

test('the list page opens once its code can be downloaded again', async ({ page }) => {
  await openApp(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();

  // From here the server is away for the code not downloaded yet (the list kind's and its manifest's).
  let serverAway = true;
  let refused = 0;
  await page.route('**/assets/*.js', async (route) => {
    if (!serverAway) return route.continue();
    refused += 1;
    return route.abort('connectionrefused');
  });

  await sidebar(page).getByRole('link', { name: 'Consulta de Veículos' }).click();
  await expect.poll(() => refused, { message: 'the list code was asked for while the server was away' }).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar' })).toHaveCount(0);
  serverAway = false;

  await expect(page).toHaveURL(/\/vehicles\/search$/);
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: /Algo deu errado|Não foi possível carregar/ })).toHaveCount(0);
});
