/**
 * A list wider than the page (Sinistro at 1280 px, sidebar collapsed) scrolls inside its own box:
 * the box takes keyboard focus, the arrow keys bring the last column fully into view, a shadow
 * marks the right edge while the table continues past it, and the first column stays on screen
 * with its own shadow once the table is scrolled, so no column looks cut off. A list that fits
 * gets neither. Screens in both themes go to test-results/screens/wide-table-<theme>.png.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const firstRow = (page: Page) => expect(page.locator('main table tbody tr').first()).toBeVisible({ timeout: 20_000 });

async function right(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x + box.width;
}

for (const theme of ['light', 'dark'] as const) {
  test(`a wide list scrolls in its focusable box with edge shadows (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((scheme) => localStorage.setItem('vtlog-color-scheme', scheme), theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openApp(page, '/claims');
    await firstRow(page);
    const box = page.getByRole('group', { name: /: lista rolável$/ });
    const lastHeader = box.locator('thead th').last();
    const edges = page.locator('main [data-edge]');
    await expect(edges).toHaveCount(1);
    await expect(edges).toHaveAttribute('data-edge', 'right');
    expect(await right(lastHeader)).toBeGreaterThan(await right(box));
    await keepScreenshot(page, { path: `test-results/screens/wide-table-${theme}.png` });

    await box.focus();
    await expect(box).toBeFocused();
    // The arrow keys scroll the focused box, a step at a time, until the last column is in.
    const hiddenPart = async () => (await right(lastHeader)) - (await right(box));
    for (let step = 0; step < 60 && (await hiddenPart()) > 1; step++) await page.keyboard.press('ArrowRight');
    expect(await hiddenPart()).toBeLessThanOrEqual(1);
    // The sticky first column stays at the left edge and casts its own shadow over the columns passing under it.
    await expect(edges).toHaveCount(0);
    expect(Math.abs((await box.locator('thead th').first().boundingBox())!.x - (await box.boundingBox())!.x)).toBeLessThanOrEqual(1);
    await keepScreenshot(page, { path: `test-results/screens/wide-table-${theme}-end.png` });
  });
}

test('a list that fits the page is neither a scroll box nor shadowed', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await openApp(page, '/orders');
  await firstRow(page);
  await expect(page.getByRole('group', { name: /: lista rolável$/ })).toHaveCount(0);
  await expect(page.locator('main [data-edge]')).toHaveCount(0);
});
