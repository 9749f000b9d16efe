/**
 * axe-core on every page manifest's path for admin, light and dark theme, at 1440×900 — no serious or
 * critical violation. Each page is also kept for review, whole and once its content is on screen (no
 * loader, no skeleton, charts done drawing), in test-results/screenshots/<page>-<theme>.png. One
 * sign-in per theme, then every page is opened inside the SPA (its guard, code and data as a link would).
 */
import { type Page } from '@playwright/test';
import { openInApp } from '../support/in-app.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { seriousViolations } from './axe.ts';
import { demoUrl, pageManifests } from './page-urls.ts';
import { stillLoading } from '../support/loading.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const pages = pageManifests();
test.describe.configure({ mode: 'parallel' });

/** Whether every chart on the page kept its shapes over 10 animation frames (charts draw with a short animation). */
const chartsStill = (page: Page) =>
  page.evaluate(async () => {
    const shapes = () => [...document.querySelectorAll('.recharts-surface path')].map((path) => path.getAttribute('d')).join('|');
    const before = shapes();
    for (let frame = 0; frame < 10; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return shapes() === before;
  });

for (const theme of ['light', 'dark'] as const) {
  test(`axe: every page for admin, ${theme} theme, has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(pages.length * 20_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
    await openApp(page);
    const found: string[] = [];
    for (const entry of pages) {
      const url = await demoUrl(page, entry.path).catch((error: Error) => {
        found.push(`${entry.path}  no demo URL: ${error.message.split('\n')[0]}`);
      });
      if (!url) continue;
      // Data pages settle when the network does (a map page may keep polling: bounded wait).
      await openInApp(page, url, { settle: true });
      await expect(stillLoading(page.getByRole('main'))).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByLabel(/^Carregando/)).toHaveCount(0);
      if (entry.path !== '/access-denied') expect(new URL(page.url()).pathname, `admin lands on ${url}`).not.toBe('/access-denied');
      await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
      await expect.poll(() => chartsStill(page)).toBe(true);
      await keepScreenshot(page, { path: `test-results/screenshots/${entry.id}-${theme}.png`, fullPage: true, animations: 'disabled' });
      for (const v of await seriousViolations(page)) found.push(`${url}  ${v.impact} ${v.rule}: ${v.help}  [${v.targets.join(' | ')}]`);
    }
    expect(found, `axe found (${theme}):\n${found.join('\n')}`).toEqual([]);
  });
}
