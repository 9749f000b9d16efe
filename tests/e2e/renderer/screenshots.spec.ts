/** Screenshots of a list and a details page in both themes, for review (test-results/screenshots). */
import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/login.ts';

async function useTheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('vtlog-color-scheme', value), scheme);
  await page.reload();
}

for (const scheme of ['light', 'dark'] as const) {
  test(`list and details pages in the ${scheme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, 'admin', '/vehicles/search');
    await useTheme(page, scheme);
    const firstLink = page.getByRole('table', { name: 'Consulta de Veículos' }).locator('tbody tr a').first();
    await expect(firstLink).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.screenshot({ path: `test-results/screenshots/list-${scheme}.png`, fullPage: false });

    await firstLink.click();
    await expect(page.getByRole('region', { name: 'Linha do tempo de status' }).locator('.mantine-Timeline-item').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `test-results/screenshots/details-${scheme}.png`, fullPage: true });
  });
}
