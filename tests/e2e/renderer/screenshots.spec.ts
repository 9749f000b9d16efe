/**
 * Screenshots of the main screens in both themes at 1440×900 and of the vehicle search at phone
 * width (390×844), for review (test-results/screenshots). Each screen is taken once its content
 * is on screen: no skeleton, no loading overlay, charts done drawing.
 */
import { expect, test, type Page } from '@playwright/test';
import { openInApp } from '../support/in-app.ts';
import { login } from '../support/login.ts';

interface Screen {
  name: string;
  path: string;
  /** What shows that the data arrived (beyond the page title). */
  ready?: (page: Page) => Promise<void>;
}

const firstRow = (page: Page) => expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 });

const screens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'vehicles-search', path: '/vehicles/search', ready: firstRow },
  { name: 'orders', path: '/orders', ready: firstRow },
  { name: 'returns', path: '/returns', ready: firstRow },
  { name: 'claims', path: '/claims', ready: firstRow },
  { name: 'reports', path: '/reports' },
  { name: 'report-delays-by-carrier', path: '/reports/delays-by-carrier' },
  { name: 'dashboard-app-rate', path: '/dashboard/app-rate' },
  { name: 'dashboard-integration-failure-rate', path: '/dashboard/integration-failure-rate' },
  { name: 'dashboard-carrier-performance-general', path: '/dashboard/carrier-performance-general' },
  { name: 'dashboard-aging-transit-time', path: '/dashboard/aging-transit-time' },
  { name: 'vehicle-locations', path: '/locations/vehicles' },
  { name: 'receipt-checklist', path: '/settings/receipt-checklist' },
  { name: 'profile', path: '/profile' },
  { name: 'users', path: '/users', ready: firstRow },
];

/** Whether every chart on the page kept its shapes over 10 animation frames (charts draw with a short animation). */
const chartsStill = (page: Page) =>
  page.evaluate(async () => {
    const shapes = () => [...document.querySelectorAll('.recharts-surface path')].map((path) => path.getAttribute('d')).join('|');
    const before = shapes();
    for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return shapes() === before;
  });

async function settled(page: Page, screen?: Screen) {
  await expect(page.locator('#page-title')).toBeVisible({ timeout: 20_000 });
  await screen?.ready?.(page);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.mantine-LoadingOverlay-root')).toHaveCount(0);
  await expect.poll(() => chartsStill(page)).toBe(true);
}

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: `test-results/screenshots/${file}.png`, fullPage: true, animations: 'disabled' });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`main screens in the ${scheme} theme`, async ({ page }) => {
    test.setTimeout(400_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((value) => localStorage.setItem('vtlog-color-scheme', value), scheme);
    await login(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    for (const screen of screens) {
      await openInApp(page, screen.path);
      await settled(page, screen);
      await shoot(page, `${screen.name}-${scheme}`);
    }

    await openInApp(page, '/vehicles/search');
    await settled(page, screens[1]);
    await page.locator('main table tbody tr a').first().click();
    await expect(page.getByRole('region', { name: 'Linha do tempo de status' }).locator('.mantine-Timeline-item').first()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    await shoot(page, `vehicle-details-${scheme}`);
  });
}

test('vehicle search at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'admin', '/vehicles/search');
  await settled(page, screens[1]);
  await shoot(page, 'vehicles-search-mobile');
});
