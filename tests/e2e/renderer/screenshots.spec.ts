/**
 * The vehicle search at phone width (390×844) draws its rows, and is kept for review in
 * test-results/screenshots (with E2E_SCREENSHOTS set, support/screenshots.ts). Every page in both themes
 * at 1440×900 is kept by the axe pass (a11y/axe-pages.spec.ts).
 */
import { expect, openApp, test } from '../support/fixtures.ts';
import { stillLoading } from '../support/loading.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

test('vehicle search at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/vehicles/search');
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(stillLoading(page.getByRole('main'))).toHaveCount(0, { timeout: 20_000 });
  await keepScreenshot(page, { path: 'test-results/screenshots/vehicles-search-mobile.png', fullPage: true, animations: 'disabled' });
});
