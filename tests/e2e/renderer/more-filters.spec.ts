/**
 * Consulta de Veículos keeps its everyday filters in sight and folds the rest (those the dashboards'
 * links and the forecasts use) under "Mais filtros", which the keyboard opens; a link that sets one of
 * them opens the form with them unfolded (dashboard-drill.spec.ts).
 */
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'analista' });

test('the folded filters open from the keyboard, after the everyday ones, in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openApp(page, '/vehicles/search');
  const filters = page.getByRole('search', { name: 'Filtros' });
  await expect(filters.getByLabel('Chassi', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(filters.getByLabel('Risco de entrega')).toBeVisible();
  await expect(filters.getByLabel('Rota (id)')).toHaveCount(0);

  const more = filters.getByRole('button', { name: 'Mais filtros (11)' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(filters.getByRole('button', { name: 'Menos filtros' })).toHaveAttribute('aria-expanded', 'true');
  await expect(filters.getByLabel('Rota (id)')).toBeVisible();
  await expect(filters.getByLabel('Em Expurgo')).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/screens/more-filters-light.png', fullPage: true, animations: 'disabled' });

  await page.evaluate("localStorage.setItem('vtlog-color-scheme', 'dark')");
  await page.reload();
  await expect(filters.getByRole('button', { name: 'Mais filtros (11)' })).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, { path: 'test-results/screens/more-filters-dark.png', fullPage: true, animations: 'disabled' });
});
