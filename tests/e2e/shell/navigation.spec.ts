/** Unknown paths, scroll restoration, same-URL reload, toasts. */
import type { Locator, Page } from '@playwright/test';
import { expect, openApp, test } from '../support/fixtures.ts';
import { openInApp } from '../support/in-app.ts';
import { sidebar } from '../support/shell.ts';

test.use({ signedInAs: 'admin' });

test.describe('as analista', () => {
  test.use({ signedInAs: 'analista' });

  test('an unknown path goes to /notfound', async ({ page }) => {
    await openApp(page, '/caminho/que-nao-existe');
    await expect(page).toHaveURL(/\/notfound$/);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByText('A página que voce está tentando acessar não foi encontrada')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('following a link to the page already shown loads its data again', async ({ page }) => {
    await openApp(page, '/profile');
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
});

test('navigation scrolls to the top and back restores the previous position', async ({ page }) => {
  await openApp(page, '/vehicles/search');
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

test('the pager at the bottom of a list shows the new page from its top, below the app header', async ({ page }) => {
  await openApp(page, '/vehicles/search');
  const table = page.getByRole('table', { name: 'Consulta de Veículos' });
  await expect(table.locator('tbody tr').nth(20)).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByLabel('Carregando')).toHaveCount(0);
  const header = (await table.locator('thead').boundingBox())!;
  const appHeader = (await page.getByRole('banner').boundingBox())!;
  expect(header.y).toBeGreaterThanOrEqual(appHeader.y + appHeader.height);
  expect(header.y + header.height).toBeLessThan(page.viewportSize()!.height);
});

// The page's timers run on Playwright's clock, paused before the error toast opens: how long the toast
// stays is measured in the page's own time, whatever the machine's speed.
test.describe('toasts', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    // Stamps the toast's appearance in the page's time.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-toast-kind="error"]')) return;
        (window as unknown as { toastShownAt: number }).toastShownAt = Date.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
  });

  /** Opens a chassis that does not exist with the clock paused, runs the clock until its error toast shows, and says for how long it has. */
  async function errorToast(page: Page): Promise<{ toast: Locator; shownFor: number }> {
    await openApp(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    await openInApp(page, '/vehicles/details/CHASSIINEXISTENTE');
    const toast = page.locator('[data-toast-kind="error"]');
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return toast.isVisible();
      })
      .toBe(true);
    const shownFor = await page.evaluate(() => Date.now() - (window as unknown as { toastShownAt: number }).toastShownAt);
    return { toast, shownFor };
  }

  test('an error toast says "Erro" at the top centre, lasts 3 s and waits while hovered', async ({ page }) => {
    const { toast } = await errorToast(page);
    await expect(toast).toContainText('Erro');
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
    expect(box.y).toBeLessThan(120);

    await toast.hover();
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    // Unhovered, it has its 3 s again.
    await page.mouse.move(5, viewport.height - 5);
    await page.clock.runFor(2800);
    await expect(toast).toBeVisible();
    await page.clock.runFor(700);
    await expect(toast).toBeHidden();
  });

  test('an unhovered toast closes after 3 s', async ({ page }) => {
    await page.mouse.move(5, 700);
    const { toast, shownFor } = await errorToast(page);
    await page.clock.runFor(2800 - shownFor);
    await expect(toast).toBeVisible();
    await page.clock.runFor(700);
    await expect(toast).toBeHidden();
  });
});
