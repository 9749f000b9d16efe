/**
 * Localizações de Veículos keeps its filters in the URL the way the lists do: a search writes them
 * readably beside the sid, and the link opened in a fresh browser shows the same search.
 */
import { e2eDatabaseRow } from '../support/e2e-database.ts';
import { submitLogin } from '../support/login.ts';
import { expect, newSignedOutContext, openApp, test } from '../support/fixtures.ts';

test.use({ signedInAs: 'admin' });

test('a searched chassis is written in the URL, and the link reproduces the search in a fresh browser', async ({ page, browser }) => {
  // Two sign-ins and two maps of the whole fleet.
  test.setTimeout(120_000);
  const { chassi } = e2eDatabaseRow<{ chassi: string }>('SELECT chassi FROM vehicles ORDER BY id LIMIT 1');
  await openApp(page, '/locations/vehicles');
  await expect(page.getByTestId('map-cluster').first()).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Chassi', { exact: true }).fill(chassi);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByTestId('found-count')).toHaveText('1 veículo encontrado');
  await expect(page).toHaveURL(new RegExp(`[?&]sid=\\d+&chassi=${chassi}&sort=$`));

  const fresh = await newSignedOutContext(browser);
  const other = await fresh.newPage();
  await other.goto(page.url());
  await submitLogin(other, 'admin');
  await expect(other.getByLabel('Chassi', { exact: true })).toHaveValue(chassi, { timeout: 30_000 });
  await expect(other.getByTestId('found-count')).toHaveText('1 veículo encontrado', { timeout: 30_000 });
  await fresh.close();
});
