/** Unknown paths, scroll restoration, same-URL reload, toasts. */
import { expect, test } from '@playwright/test';
import { login } from '../support/login.ts';
import { sidebar } from '../support/shell.ts';

test('an unknown path goes to /notfound', async ({ page }) => {
  await login(page, 'analista', '/caminho/que-nao-existe');
  await expect(page).toHaveURL(/\/notfound$/);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByText('A página que voce está tentando acessar não foi encontrada')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('navigation scrolls to the top and back restores the previous position', async ({ page }) => {
  await login(page, 'admin', '/vehicles/search');
  const rows = page.locator('main table tbody tr');
  await expect(rows.nth(20)).toBeVisible({ timeout: 20_000 });
  await rows.nth(15).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(200);
  // Where the row sits in the window: what the user sees again on back (scrollY alone would also
  // change if anything above the table changed height, which the browser's scroll anchoring absorbs).
  const rowTop = async () => Math.round((await rows.nth(15).boundingBox())?.y ?? Number.NaN);
  const before = await rowTop();
  const chassis = await rows.nth(15).locator('td').first().innerText();
  await rows.nth(15).click();
  await expect(page).toHaveURL(/\/vehicles\/details\//);
  // The new page is shown from its top (once its route has rendered).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/vehicles\/search/);
  await expect(rows.nth(15).locator('td').first()).toHaveText(chassis);
  // The same row at the same place, give or take the rounding of fractional layout heights.
  await expect.poll(async () => Math.abs((await rowTop()) - before)).toBeLessThanOrEqual(2);
});

test('following a link to the page already shown loads its data again', async ({ page }) => {
  await login(page, 'analista', '/profile');
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/me')) loads.push(request.url());
  });
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  const initial = loads.length;
  await sidebar(page).getByRole('link', { name: 'Perfil' }).click();
  await expect.poll(() => loads.length).toBeGreaterThan(initial);
  await expect(page).toHaveURL(/\/profile$/);
});

test('an error toast says "Erro" at the top centre, lasts 3 s and waits while hovered', async ({ page }) => {
  await login(page, 'admin', '/vehicles/details/CHASSIINEXISTENTE');
  const toast = page.locator('[data-toast-kind="error"]');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Erro');
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(box.y).toBeLessThan(120);

  await toast.hover();
  await page.waitForTimeout(4000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, viewport.height - 5);
  await expect(toast).toBeHidden({ timeout: 4500 });
});

test('an unhovered toast closes after about 3 s', async ({ page }) => {
  await login(page, 'admin', '/vehicles/details/CHASSIINEXISTENTE');
  await page.mouse.move(5, 700);
  const toast = page.locator('[data-toast-kind="error"]');
  await expect(toast).toBeVisible();
  const shown = Date.now();
  await expect(toast).toBeHidden({ timeout: 6000 });
  const lasted = Date.now() - shown;
  expect(lasted).toBeGreaterThan(2000);
  expect(lasted).toBeLessThan(4500);
});
