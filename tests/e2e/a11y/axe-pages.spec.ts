/**
 * axe-core on every page manifest's path for admin, light and dark theme — no serious
 * or critical violation. Each page's screen is kept in test-results/screens/a11y-<theme>-<page>.png.
 */
import { expect, test } from '@playwright/test';
import { login } from '../support/login.ts';
import { seriousViolations } from './axe.ts';
import { demoUrl, pageManifests } from './page-urls.ts';

const pages = pageManifests();
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  test(`axe: every page for admin, ${theme} theme, has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(pages.length * 20_000);
    await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
    await login(page, 'admin');
    const found: string[] = [];
    for (const entry of pages) {
      const url = await demoUrl(page, entry.path).catch((error: Error) => {
        found.push(`${entry.path}  no demo URL: ${error.message.split('\n')[0]}`);
      });
      if (!url) continue;
      await page.goto(url, { timeout: 30_000 });
      await expect(page.getByTestId('profile-menu')).toBeVisible({ timeout: 20_000 });
      // Data pages settle when the network does (a map page may keep polling: bounded wait).
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await expect(page.locator('main .mantine-Loader-root, main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      if (entry.path !== '/access-denied') expect(new URL(page.url()).pathname, `admin lands on ${url}`).not.toBe('/access-denied');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await page.screenshot({ path: `test-results/screens/a11y-${theme}-${entry.id}.png` });
      for (const v of await seriousViolations(page)) found.push(`${url}  ${v.impact} ${v.rule}: ${v.help}  [${v.targets.join(' | ')}]`);
    }
    expect(found, `axe found (${theme}):\n${found.join('\n')}`).toEqual([]);
  });
}
