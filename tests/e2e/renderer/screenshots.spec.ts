/**
 * The vehicle search at phone width (390×844), kept for review in test-results/screenshots once its
 * rows are on screen. Every page in both themes at 1440×900 is kept by the axe pass (a11y/axe-pages.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { login } from '../support/login.ts';

test('vehicle search at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'admin', '/vehicles/search');
  await expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/vehicles-search-mobile.png', fullPage: true, animations: 'disabled' });
});
