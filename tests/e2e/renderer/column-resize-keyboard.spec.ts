/**
 * Resizing a column without a mouse: Tab reaches the grip after the column's sort button, the grip
 * is a vertical separator named after its column that states its width, the arrow keys step the
 * width (Shift: larger steps) without scrolling the table, the width is kept after a reload like a
 * dragged one, and Home brings back the page's own width. Axe finds nothing serious in the header.
 * As admin: a column choice is kept per user and page on the server, and column-chooser.spec.ts
 * changes analista's on this page meanwhile.
 */
import { type Page } from '@playwright/test';
import { seriousViolations } from '../a11y/axe.ts';
import { expect, openApp, test } from '../support/fixtures.ts';
import { keepScreenshot } from '../support/screenshots.ts';

test.use({ signedInAs: 'admin' });

const table = (page: Page) => page.getByRole('table', { name: 'Consulta de Veículos' });
const modelo = (page: Page) => table(page).locator('thead th').nth(1);
const width = async (page: Page) => Math.round((await modelo(page).boundingBox())!.width);
const grip = (page: Page) => page.getByRole('separator', { name: 'Redimensionar coluna Modelo' });

test('a column is resized with the keyboard and the width is kept', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openApp(page, '/vehicles/search');
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  const initial = await width(page);

  await page.getByRole('button', { name: /^Modelo: ordenar/ }).focus();
  await page.keyboard.press('Tab');
  await expect(grip(page)).toBeFocused();
  await expect(grip(page)).toHaveAttribute('aria-orientation', 'vertical');
  await expect(grip(page)).toHaveAttribute('aria-valuemin', '40');
  await expect(grip(page)).toHaveAttribute('aria-valuemax', '800');
  await expect(grip(page)).toHaveAttribute('aria-valuenow', String(initial));
  await keepScreenshot(page, { path: 'test-results/screens/column-resize-keyboard-focus.png' });

  const box = page.getByRole('group', { name: /: lista rolável$/ });
  const scrolled = () => box.evaluate((element) => element.scrollLeft);
  const scrollBefore = await scrolled();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => width(page)).toBe(initial + 20);
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => width(page)).toBe(initial + 70);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => width(page)).toBe(initial + 60);
  await expect(grip(page)).toHaveAttribute('aria-valuenow', String(initial + 60));
  expect(await scrolled(), 'the arrow keys resize instead of scrolling the table').toBe(scrollBefore);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => width(page)).toBe(initial + 60);

  await grip(page).focus();
  await page.keyboard.press('Home');
  await expect.poll(() => width(page)).toBe(initial);
  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => width(page)).toBe(initial);
});
