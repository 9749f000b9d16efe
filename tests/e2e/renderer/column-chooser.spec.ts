/**
 * Consulta de Veículos at 1366×768: the "Colunas" chooser hides and reorders columns, the choice
 * survives a reload, "Restaurar padrão" brings the manifest's columns back, a header grip resizes
 * its column from the keyboard, and the first column stays on screen while the table scrolls
 * sideways. The open chooser is axe clean. Screens go to test-results/screens/column-chooser-*.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../a11y/axe.ts';
import { login } from '../support/login.ts';

const defaultHeaders = ['Chassi', 'Modelo', 'Pedido', 'NF', 'Data do pedido', 'Status', 'Concessionária', 'Região', 'Dias no status'];

function table(page: Page) {
  return page.getByRole('table', { name: 'Consulta de Veículos' });
}

async function headers(page: Page): Promise<string[]> {
  return (await table(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
}

async function openChooser(page: Page) {
  await page.getByRole('button', { name: 'Colunas' }).click();
  const chooser = page.getByRole('dialog', { name: 'Colunas' });
  await expect(chooser).toBeVisible();
  return chooser;
}

test('columns: hide, reorder, resize, kept after a reload, Restaurar padrão, sticky first column', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, 'analista', '/vehicles/search');
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => headers(page)).toEqual(defaultHeaders);

  const chooser = await openChooser(page);
  await expect(chooser.getByRole('checkbox', { name: 'Chassi' })).toBeDisabled();
  await chooser.getByRole('checkbox', { name: 'Pedido', exact: true }).uncheck();
  // Keyboard: focus the move button and press Enter.
  await chooser.getByRole('button', { name: 'Mover Status para cima' }).focus();
  await page.keyboard.press('Enter');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/column-chooser-light.png' });
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();

  const chosen = ['Chassi', 'Modelo', 'NF', 'Status', 'Data do pedido', 'Concessionária', 'Região', 'Dias no status'];
  await expect.poll(() => headers(page)).toEqual(chosen);

  // A header's grip resizes its column from the keyboard.
  const grip = table(page).getByRole('slider', { name: 'Largura da coluna Modelo' });
  const before = Number(await grip.getAttribute('aria-valuenow'));
  await grip.focus();
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
  await expect(grip).toHaveAttribute('aria-valuenow', String(before + 50));

  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => headers(page)).toEqual(chosen);
  await expect(table(page).getByRole('slider', { name: 'Largura da coluna Modelo' })).toHaveAttribute('aria-valuenow', String(before + 50));

  // The first column stays at the box's left edge while the table scrolls sideways.
  const box = page.getByRole('group', { name: /: lista rolável$/ });
  const firstHeader = table(page).locator('thead th').first();
  const boxLeft = (await box.boundingBox())!.x;
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(Math.abs((await firstHeader.boundingBox())!.x - boxLeft)).toBeLessThanOrEqual(1);
  await expect(table(page).locator('tbody tr').first().locator('td').first()).toBeInViewport();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('vtlog-color-scheme', 'dark'));
  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('group', { name: /: lista rolável$/ }).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await page.screenshot({ path: 'test-results/screens/column-chooser-dark-scrolled.png' });

  const again = await openChooser(page);
  await again.getByRole('button', { name: 'Restaurar padrão' }).click();
  await expect.poll(() => headers(page)).toEqual(defaultHeaders);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => headers(page)).toEqual(defaultHeaders);
});
